import { zodResolver } from '@hookform/resolvers/zod';
import { type MailSettingsView, mailSettingsSchema } from '@seaberth/domain';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, CircularProgress, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { FormTextField } from '../../app/form-text-field.tsx';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { applyServerError } from '../../resources/server-errors.ts';

type Values = z.input<typeof mailSettingsSchema>;
const KEY = ['mail', 'settings'] as const;
const FIELDS = ['from', 'replyTo', 'signature', 'smtpUrl'] as const;

/**
 * /config/mail (mail.update): sender, reply-to, signature, SMTP, and a test mail. The mailboxes
 * read in /mail are mail accounts of their own (/config/mailaccounts).
 */
export function MailSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: () => api.GET('/api/mail/settings'),
    meta: { silent: true },
  });
  return (
    <Box>
      <PageHeading title={t('mailSettings.title')} subtitle={t('mailSettings.intro')} />
      {settings.isPending && <CircularProgress aria-label={t('resources.common.loading')} />}
      {settings.isError && <LoadErrorAlert error={settings.error} onRetry={() => settings.refetch()} />}
      {settings.data && <MailSettingsForm key={JSON.stringify(settings.data)} stored={settings.data} />}
    </Box>
  );
}

function MailSettingsForm({ stored }: { stored: MailSettingsView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const { user } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const [to, setTo] = useState(user?.email ?? '');
  const { transport: _transport, ...values } = stored;
  const form = useForm<Values>({ resolver: zodResolver(mailSettingsSchema), defaultValues: values });
  const submit = form.handleSubmit(async (next) => {
    setProblem(null);
    try {
      queryClient.setQueryData(KEY, await api.POST('/api/mail/settings', { body: next }));
      showSuccess(t('mailSettings.saved'));
    } catch (error) {
      const outcome = applyServerError(error, {
        paths: [...FIELDS],
        setError: (path, err, options) => form.setError(path as keyof Values, err, options),
        duplicateMessage: t('resources.validation.duplicate'),
        t,
      });
      if (outcome.kind !== 'fields') setProblem(describeError(error, t));
    }
  });
  const test = useMutation({
    meta: { silent: true },
    mutationFn: () => api.POST('/api/mail/settings/test', { body: { to } }),
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <Alert severity={stored.transport === 'none' ? 'warning' : 'info'}>
        {t(`mailSettings.transport.${stored.transport}`)}
      </Alert>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack component="form" noValidate spacing={2} onSubmit={submit}>
          <Typography variant="subtitle1">{t('mailSettings.sender')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={form.control}
              name="from"
              label={t('mailSettings.fields.from')}
              helperText={t('mailSettings.fromHint')}
            />
            <FormTextField control={form.control} name="replyTo" label={t('mailSettings.fields.replyTo')} />
          </Stack>
          <FormTextField
            control={form.control}
            name="signature"
            label={t('mailSettings.fields.signature')}
            multiline
            minRows={3}
            helperText={t('mailSettings.signatureHint')}
          />
          <Typography variant="subtitle1">{t('mailSettings.servers')}</Typography>
          <FormTextField
            control={form.control}
            name="smtpUrl"
            label={t('mailSettings.fields.smtpUrl')}
            helperText={t('mailSettings.smtpHint')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('mailSettings.mailboxHint')}{' '}
            <Link component={RouterLink} to="/config/mailaccounts">
              {t('mailSettings.accountsLink')}
            </Link>
          </Typography>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <PendingButton type="submit" variant="contained" pending={form.formState.isSubmitting}>
              {t('resources.common.save')}
            </PendingButton>
          </Stack>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" sx={{ mb: 1 }}>
          {t('mailSettings.test')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            type="email"
            label={t('mailSettings.testTo')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
          <PendingButton
            startIcon={<SendIcon />}
            pending={test.isPending}
            disabled={!to.includes('@')}
            onClick={() => test.mutate()}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('mailSettings.testSend')}
          </PendingButton>
        </Stack>
        {test.data && (
          <Alert
            severity={
              test.data.status === 'sent' ? 'success' : test.data.status === 'queued' ? 'info' : 'error'
            }
            sx={{ mt: 2 }}
            data-testid="test-result"
          >
            {t(`mailSettings.testResult.${test.data.status}`, { to, error: test.data.error ?? '' })}
          </Alert>
        )}
        {test.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {describeError(test.error, t)}
          </Alert>
        )}
      </Paper>
    </Stack>
  );
}
