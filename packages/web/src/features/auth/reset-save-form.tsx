import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { type PasswordResetSave, passwordResetSaveSchema } from '@seaberth/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { FormTextField } from '../../app/form-text-field.tsx';
import { NewPasswordFields } from '../../app/new-password-fields.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';

interface ResetSaveFormProps {
  club: boolean;
  token?: string;
  email?: string;
  /** Where a user who is logged in by the reset goes next. */
  home: string;
}

type ResetSaveInput = z.input<ReturnType<typeof passwordResetSaveSchema>>;

/** Save mode: token, email, new password and its repeat; prefilled values are locked. */
export function ResetSaveForm({ club, token, email, home }: ResetSaveFormProps) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const { applyAuth } = useSession();
  const navigate = useNavigate();
  const schema = useMemo(() => passwordResetSaveSchema({ club }), [club]);
  const { control, handleSubmit, formState } = useForm<ResetSaveInput, unknown, PasswordResetSave>({
    resolver: zodResolver(schema),
    defaultValues: {
      token: token ?? '',
      email: email ?? '',
      password: '',
      passwordRepeat: '',
      isCRMUser: club,
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const response = await api.POST('/api/auth/password/reset', {
        body: {
          email: values.email,
          password: values.password,
          token: values.token,
          isCRMUser: club,
          ts: Date.now(),
        },
      });
      showSuccess(t('auth.reset.changed'));
      if (response.userType !== 'guest') {
        applyAuth(response);
        navigate(home, { replace: true });
      } else {
        navigate(club ? '/club/login' : '/login', { replace: true });
      }
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      {/* The club's link always carries the token, so club members never see it. */}
      {!club && (
        <FormTextField control={control} name="token" label={t('auth.fields.token')} disabled={!!token} />
      )}
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={t('auth.fields.email')}
        autoComplete="username"
        disabled={!!email}
      />
      <NewPasswordFields
        control={control}
        label={t('auth.fields.newPassword')}
        repeatLabel={t('auth.fields.passwordRepeat')}
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {t('auth.reset.save')}
      </Button>
    </Stack>
  );
}
