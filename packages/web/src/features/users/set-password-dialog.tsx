import { MIN_PASSWORD_LENGTH } from '@seaberth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PendingButton } from '../../app/pending-button.tsx';
import { api, isApiError } from '../../api/client.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { fieldErrorText } from '../../i18n/validation-messages.ts';

export interface SetPasswordDialogProps {
  userId: string;
  email: string;
  name: string;
  onClose: () => void;
}

/** An administrator sets a new password for a user (`POST /api/users/{id}/password`). */
export function SetPasswordDialog({ userId, email, name, onClose }: SetPasswordDialogProps) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const schema = useMemo(
    () =>
      z
        .object({
          password: z
            .string()
            .min(MIN_PASSWORD_LENGTH, t('resources.validation.minLength', { count: MIN_PASSWORD_LENGTH })),
          passwordRepeat: z.string(),
        })
        .refine((values) => values.password === values.passwordRepeat, {
          path: ['passwordRepeat'],
          message: t('resources.users.passwordsMustMatch'),
        }),
    [t],
  );
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { password: '', passwordRepeat: '' },
  });
  const setPassword = useMutation({
    // Failures are explained in the dialog (field message) or by showError below, once.
    meta: { silent: true },
    mutationFn: (password: string) =>
      api.POST('/api/users/{id}/password', { path: { id: userId }, body: { email, password } }),
  });

  const submit = handleSubmit(async ({ password }) => {
    try {
      await setPassword.mutateAsync(password);
      showSuccess(t('resources.users.passwordSet', { name }));
      onClose();
    } catch (error) {
      const field = isApiError(error)
        ? error.body.fields?.find((problem) => problem.path.endsWith('password'))
        : undefined;
      const message = field && fieldErrorText(field, t);
      if (message) setError('password', { type: 'server', message });
      else showError(error);
    }
  });

  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="set-password-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="set-password-title">{t('resources.users.setPassword')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('resources.users.setPasswordText', { name, email })}
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              {...register('password')}
              type="password"
              label={t('resources.users.newPassword')}
              autoComplete="new-password"
              autoFocus
              required
              error={Boolean(formState.errors.password)}
              helperText={formState.errors.password?.message}
            />
            <TextField
              {...register('passwordRepeat')}
              type="password"
              label={t('resources.users.repeatPassword')}
              autoComplete="new-password"
              required
              error={Boolean(formState.errors.passwordRepeat)}
              helperText={formState.errors.passwordRepeat?.message}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {t('resources.common.cancel')}
          </Button>
          <PendingButton pending={formState.isSubmitting} type="submit" variant="contained">
            {t('resources.users.setPassword')}
          </PendingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
