import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { type PasswordResetRequest, passwordResetRequestSchema } from '@seaberth/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { FormTextField } from '../../app/form-text-field.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';

/** Request mode: the server mails a reset link (and answers the same for unknown addresses). */
export function ResetRequestForm({ club, email }: { club: boolean; email?: string }) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const { control, handleSubmit, formState } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: email ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await api.PUT('/api/auth/password/reset', {
        body: { email: values.email, isCRMUser: club, ts: Date.now() },
      });
      showSuccess(t('auth.reset.requested'));
    } catch {
      showError(t('auth.reset.requestFailed'));
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={t('auth.fields.email')}
        autoComplete="email"
        autoFocus={!email}
        disabled={!!email}
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {t('auth.reset.send')}
      </Button>
    </Stack>
  );
}
