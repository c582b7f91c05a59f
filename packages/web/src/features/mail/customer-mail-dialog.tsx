import type { Language } from '@seaberth/domain';
import { Alert, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { LanguageSelect, TemplateSelect, useActiveMailTemplates } from './mail-fields.tsx';

/** Sends a mail template to a customer without a booking (news, a follow-up), in their language. */
export function CustomerMailDialog({
  customer,
  name,
  onClose,
}: {
  customer: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const templates = useActiveMailTemplates();
  const [templateId, setTemplateId] = useState('');
  const [language, setLanguage] = useState<Language | ''>('');
  const [skipped, setSkipped] = useState(false);
  const template = templates.data?.data.find((x) => x.id === templateId) ?? templates.data?.data[0];
  const send = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.POST('/api/customer/sendMail', {
        body: { customers: [customer], template: template!.id, ...(language ? { language } : {}) },
      }),
    onSuccess: (sent) => {
      if (!sent.queued.length) {
        setSkipped(true);
        return;
      }
      showSuccess(t('sendMail.queued', { count: 1, to: sent.queued[0]!.to }));
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t('sendMail.customerTitle', { name })}
      submitLabel={t('sendMail.send')}
      onSubmit={() => send.mutate()}
      onClose={onClose}
      pending={send.isPending}
      submitDisabled={!template}
      error={send.error ? { text: describeError(send.error, t) } : null}
      testId="customer-mail-dialog"
    >
      <Stack spacing={2}>
        {skipped && <Alert severity="warning">{t('sendMail.nothingSent', { names: name })}</Alert>}
        <TemplateSelect
          templates={templates.data?.data ?? []}
          value={template?.id ?? ''}
          onChange={setTemplateId}
        />
        <LanguageSelect value={language} onChange={setLanguage} theirs />
      </Stack>
    </ActionDialog>
  );
}
