import { customerAge, customerGroupResource, hasAnyScope, requiredScopes } from '@seaberth/domain';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { Button, Chip, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { recordTitle } from '../../resources/format-value.ts';
import { useResource } from '../../resources/use-resource.ts';
import { countryName } from '../../ui/countries.ts';
import { CustomerPrintMenu, PrivacyMenu } from '../customers/index.ts';
import { DiveLogUddfButton } from '../dive/index.ts';
import { CustomerMailDialog } from '../mail/index.ts';
import type { CustomerRecord } from './customer-contact-section.tsx';

/**
 * Who the guest is at a glance — name, group, age, nationality, how to reach them, a returning
 * guest — and what can be done with the record: edit, print, mail, export the logbook. The buttons
 * follow the edit page's scopes.
 */
export function CustomerViewHeading({
  customer,
  today,
  returning,
}: {
  customer: CustomerRecord;
  today: string;
  returning: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { principal, features } = useSession();
  const [mailing, setMailing] = useState(false);
  const canEdit = hasAnyScope(principal, ['customers.update', 'customers.self']);
  const canPrint = hasAnyScope(principal, ['customers.read']);
  const canMail = hasAnyScope(principal, ['customers.update']);
  const canExportDives = Boolean(features.diveLog) && hasAnyScope(principal, ['divelog.read']);
  const canReadGroups = hasAnyScope(principal, requiredScopes(customerGroupResource, 'read'));
  const group = useResource(customerGroupResource, canReadGroups ? (customer.group ?? undefined) : undefined);
  const { masterData: master, contact } = customer;
  const age = customerAge(
    { birthday: master.birthday ?? null, permanentAge: master.permanentAge ?? null },
    today,
  );
  const subtitle = [
    group.data ? t('customerView.group', { name: recordTitle(group.data, 'name') }) : '',
    age === null ? '' : t('customerView.age', { count: age }),
    countryName(master.nationality ?? '', i18n.language),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <PageHeading
        title={customer.fullName}
        subtitle={subtitle || undefined}
        sx={{ mb: 1 }}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {canEdit && (
              <Button
                variant="contained"
                component={RouterLink}
                to={`/customer/${customer.id}`}
                startIcon={<EditOutlinedIcon />}
              >
                {t('customerView.edit')}
              </Button>
            )}
            {canPrint && <CustomerPrintMenu customer={customer.id} />}
            {canExportDives && <DiveLogUddfButton customer={customer.id} />}
            {canMail && (
              <Button startIcon={<MailOutlineIcon />} onClick={() => setMailing(true)}>
                {t('sendMail.button')}
              </Button>
            )}
            {/* Privacy requests are answered by who may change customers, as the server asks. */}
            {canMail && <PrivacyMenu customer={customer.id} name={customer.fullName} />}
          </Stack>
        }
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {returning && <Chip color="primary" size="small" label={t('customerView.returning')} />}
        {contact.email && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <EmailOutlinedIcon fontSize="small" color="action" aria-hidden />
            <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
          </Stack>
        )}
        {contact.phone && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <PhoneOutlinedIcon fontSize="small" color="action" aria-hidden />
            <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Link>
          </Stack>
        )}
      </Stack>
      {mailing && (
        <CustomerMailDialog
          customer={customer.id}
          name={customer.fullName}
          onClose={() => setMailing(false)}
        />
      )}
    </>
  );
}
