import { type customerResource, passportWarning } from '@seaberth/domain';
import { Alert, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../app/facts.tsx';
import { formatDate } from '../../resources/format-value.ts';
import type { RecordOfDefinition } from '../../resources/use-resource.ts';
import { countryName } from '../../ui/countries.ts';

export type CustomerRecord = RecordOfDefinition<typeof customerResource>;

/**
 * Where the guest lives and their travel document, read-only (e-mail and phone are in the page's
 * heading), with a warning when the passport has expired or will not be valid six months beyond
 * the next arrival.
 */
export function CustomerContactSection({
  customer,
  nextArrival,
  today,
}: {
  customer: CustomerRecord;
  /** From the figures, when the reader may see them: the passport is checked against it. */
  nextArrival: string | null;
  today: string;
}) {
  const { t, i18n } = useTranslation();
  const { address, passport, masterData } = customer;
  const country = (code: string | undefined) => countryName(code ?? '', i18n.language);
  const none = t('customerView.none');
  const warning = passportWarning(passport.expires, nextArrival, today);
  const place = [
    [address.zip, address.city].filter(Boolean).join(' '),
    address.state,
    country(address.country),
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="customer-contact"
      data-testid="customer-contact"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="customer-contact" variant="h4" component="h2" sx={{ mb: 2 }}>
        {t('customerView.contact.title')}
      </Typography>
      <Facts
        columns={2}
        facts={[
          [t('fields.address'), [address.street, ...place].filter(Boolean).join(', ') || none],
          [t('fields.birthday'), formatDate(masterData.birthday, false) || none],
          [t('customerView.contact.passport'), passport.number || none],
          [t('customerView.contact.passportCountry'), country(passport.nationality) || none],
          [t('customerView.contact.passportExpires'), formatDate(passport.expires, false) || none],
          [t('customerView.contact.customerType'), customer.customerType || none],
        ]}
      />
      {warning && (
        <Alert severity={warning === 'expired' ? 'error' : 'warning'} sx={{ mt: 2 }}>
          {t(`customerView.contact.${warning}`, {
            date: formatDate(passport.expires, false),
            arrival: formatDate(nextArrival, false),
          })}
        </Alert>
      )}
      {customer.note && (
        <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ mr: 1 }}>
            {t('fields.note')}:
          </Typography>
          {customer.note}
        </Typography>
      )}
    </Paper>
  );
}
