import type { CrmCriteria, Language } from '@seaberth/domain';
import { Alert, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { LanguageSelect, TemplateSelect, useActiveMailTemplates } from '../mail/index.ts';
import { filteredCustomerIds, MAIL_RECIPIENTS_MAX } from './crm-api.ts';

/** `POST /api/customer/sendMail` takes at most this many customers a call. */
const PER_CALL = 500;

/**
 * A mail template to every customer the filter finds, one mail each in their language (or the one
 * chosen), through `POST /api/customer/sendMail` in batches; those without an address are counted.
 */
export function CrmMailDialog({
  criteria,
  total,
  onClose,
}: {
  criteria: CrmCriteria;
  total: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const templates = useActiveMailTemplates();
  const [templateId, setTemplateId] = useState('');
  const [language, setLanguage] = useState<Language | ''>('');
  const template = templates.data?.data.find((x) => x.id === templateId) ?? templates.data?.data[0];
  const send = useMutation({
    meta: { silent: true },
    mutationFn: async () => {
      const ids = await filteredCustomerIds(criteria);
      let queued = 0;
      let skipped = 0;
      for (let from = 0; from < ids.length; from += PER_CALL) {
        const sent = await api.POST('/api/customer/sendMail', {
          body: {
            customers: ids.slice(from, from + PER_CALL),
            template: template!.id,
            ...(language ? { language } : {}),
          },
        });
        queued += sent.queued.length;
        skipped += sent.skipped.length;
      }
      return { queued, skipped };
    },
    onSuccess: ({ queued, skipped }) => {
      showSuccess(t('crm.mail.queued', { count: queued, skipped }));
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t('crm.mail.title', { count: total })}
      submitLabel={t('sendMail.send')}
      onSubmit={() => send.mutate()}
      onClose={onClose}
      pending={send.isPending}
      submitDisabled={!template || total === 0}
      error={send.error ? { text: describeError(send.error, t) } : null}
      testId="crm-mail-dialog"
    >
      <Stack spacing={2}>
        <Typography variant="body2">{t('crm.mail.intro', { count: total })}</Typography>
        {total > MAIL_RECIPIENTS_MAX && (
          <Alert severity="warning">{t('crm.mail.tooMany', { max: MAIL_RECIPIENTS_MAX })}</Alert>
        )}
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
