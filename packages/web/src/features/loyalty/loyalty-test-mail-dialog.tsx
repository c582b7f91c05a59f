import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { CustomerSelect, type GuestOption } from '../customers/index.ts';
import { TemplateSelect, useActiveMailTemplates } from '../mail/index.ts';
import { useLoyaltyTestMail } from './loyalty-api.ts';

/** What a template finds under `loyalty` (loyalty.routes.ts); `entries` is a list to loop over. */
const PLACEHOLDERS = ['balance', 'tier', 'benefits', 'nextTier', 'missing', 'value', 'currency', 'entries'];

/**
 * A test of the statement mail (SPEC §7 `POST /api/customer/{customer}/loyality/test/{mail}`): a
 * template rendered with one guest's points, sent to the user trying it, never to the guest.
 */
export function LoyaltyTestMailDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const templates = useActiveMailTemplates();
  const [customer, setCustomer] = useState<GuestOption | null>(null);
  const [template, setTemplate] = useState('');
  const send = useLoyaltyTestMail();
  return (
    <ActionDialog
      title={t('loyalty.testMail.title')}
      submitLabel={t('loyalty.testMail.submit')}
      onSubmit={() =>
        customer &&
        send.mutate(
          { customer: customer.id, mail: template },
          {
            onSuccess: (sent) => {
              showSuccess(t('loyalty.testMail.sent', { to: sent.to }));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
      pending={send.isPending}
      submitDisabled={!customer || !template}
      error={send.isError ? { text: describeError(send.error, t) } : null}
      testId="loyalty-test-mail"
    >
      <Typography variant="body2">{t('loyalty.testMail.intro')}</Typography>
      <CustomerSelect label={t('loyalty.testMail.customer')} value={customer} onChange={setCustomer} />
      <TemplateSelect templates={templates.data?.data ?? []} value={template} onChange={setTemplate} />
      <Typography variant="body2" color="text.secondary">
        {t('loyalty.testMail.placeholders')}{' '}
        {PLACEHOLDERS.map((name) => (
          <Box component="code" key={name} sx={{ mr: 1, whiteSpace: 'nowrap' }}>
            {`{{ loyalty.${name} }}`}
          </Box>
        ))}
      </Typography>
    </ActionDialog>
  );
}
