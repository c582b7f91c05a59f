import { customerResource, hasAnyScope } from '@seaberth/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContactPageOutlinedIcon from '@mui/icons-material/ContactPageOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Box, Button, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { editPageTitle } from '../../resources/format-value.ts';
import { ResourceForm } from '../../resources/resource-form.tsx';
import { useResource } from '../../resources/use-resource.ts';
import { DiveLogUddfButton } from '../dive/index.ts';
import { CustomerMailDialog } from '../mail/index.ts';
import { CustomerCreditSection } from './customer-credit-section.tsx';
import { CustomerDataSection } from './customer-data-section.tsx';
import { CustomerPrintMenu } from './customer-print-menu.tsx';
import { CustomerRelations } from './customer-relations.tsx';
import { customerSections } from './customer-sections.ts';
import { CustomerStays } from './customer-stays.tsx';

/** /customer/create and /customer/:id — one customer, in the sections of the wire shape. */
export function CustomerEditPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useResource(customerResource, id);
  const { principal, features } = useSession();
  const canSeeStays = hasAnyScope(principal, ['customers.read', 'bookings.read']);
  const canMail = hasAnyScope(principal, ['customers.update']);
  const canPrint = hasAnyScope(principal, ['customers.read']);
  const canSeeCredit = hasAnyScope(principal, ['customers.read']);
  const canExportDives = Boolean(features.diveLog) && hasAnyScope(principal, ['divelog.read']);
  const [mailing, setMailing] = useState(false);
  const sections = useMemo(() => customerSections(t), [t]);
  const title = editPageTitle(id, record.data, customerResource.titleField, {
    loading: t('resources.customer.one'),
    creating: t('customers.new'),
  });
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Button component={RouterLink} to="/customer/list" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('resources.customer.title')}
      </Button>
      <PageHeading
        title={title}
        actions={
          id && record.data && (canMail || canPrint || canExportDives) ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {canPrint && (
                <Button
                  component={RouterLink}
                  to={`/customer/view/${id}`}
                  startIcon={<ContactPageOutlinedIcon />}
                >
                  {t('customers.openRecord')}
                </Button>
              )}
              {canPrint && <CustomerPrintMenu customer={id} />}
              {canExportDives && <DiveLogUddfButton customer={id} />}
              {canMail && (
                <Button startIcon={<MailOutlineIcon />} onClick={() => setMailing(true)}>
                  {t('sendMail.button')}
                </Button>
              )}
            </Stack>
          ) : undefined
        }
      />
      {mailing && id && <CustomerMailDialog customer={id} name={title} onClose={() => setMailing(false)} />}
      <ResourceForm
        definition={customerResource}
        id={id}
        sections={sections}
        onSaved={(saved, created) => {
          if (created) navigate(`/customer/${saved.id}`, { replace: true });
        }}
        onCancel={() => navigate('/customer/list')}
      />
      {id && record.data && canSeeCredit && <CustomerDataSection customer={id} />}
      {id && canSeeStays && <CustomerStays customer={id} />}
      {id && record.data && canSeeCredit && <CustomerRelations customer={id} name={title} />}
      {id && record.data && canSeeCredit && <CustomerCreditSection customer={id} name={title} />}
    </Box>
  );
}
