import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import { VALIDATION_MESSAGES as M, newPasswordField, withMatchingPasswords } from '@seaberth/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../api/client.ts';
import { FormTextField } from '../../app/form-text-field.tsx';
import { NewPasswordFields } from '../../app/new-password-fields.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';

const passwordSchema = withMatchingPasswords(
  z.object({
    oldPassword: z.string().min(1, M.passwordRequired),
    password: newPasswordField,
    passwordRepeat: z.string(),
  }),
);
type PasswordValues = z.infer<typeof passwordSchema>;

const EMPTY: PasswordValues = { oldPassword: '', password: '', passwordRepeat: '' };

/** Changing the own password needs the current one, so an unlocked screen is not enough. */
export function PasswordChangeForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const { control, handleSubmit, formState, reset } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async ({ oldPassword, password }) => {
    try {
      await api.POST('/api/users/self/password', { body: { password, oldPassword } });
      reset(EMPTY);
      showSuccess(t('profile.passwordChanged'));
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {/*
        Lets password managers file the new password under the right account. It sits outside the
        spaced stack: as its first child it would count as a field and push the first one down.
      */}
      <Box
        component="input"
        type="text"
        name="username"
        autoComplete="username"
        value={email}
        readOnly
        hidden
      />
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="oldPassword"
          type="password"
          label={t('profile.fields.oldPassword')}
          autoComplete="current-password"
        />
        <NewPasswordFields
          control={control}
          label={t('profile.fields.newPassword')}
          repeatLabel={t('profile.fields.passwordRepeat')}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('profile.changePassword')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
