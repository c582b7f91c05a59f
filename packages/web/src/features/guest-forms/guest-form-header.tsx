import { formatDate, type GuestFormPublic } from '@seaberth/domain';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OperatorHeader } from '../../app/operator-header.tsx';
import { isLanguage } from '../../i18n/index.ts';

/** The operator's logo and name, the booking it is about, and the languages the form speaks. */
export function GuestFormHeader({ form }: { form: GuestFormPublic }) {
  const { t } = useTranslation();
  const { booking, operator } = form;
  const languages = form.languages.filter(isLanguage);
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <OperatorHeader operator={operator} languages={languages} languageLabel={t('guestForms.language')} />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {t('guestForms.title')}
      </Typography>
      <Typography color="text.secondary" data-testid="guest-form-booking">
        {t('guestForms.bookingLine', {
          bookingNo: booking.bookingNo,
          place: booking.place,
          from: formatDate(booking.from),
          to: formatDate(booking.to),
        })}
      </Typography>
    </Box>
  );
}
