import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Link, Stack } from '@mui/material';
import {
  CLUB_DASHBOARD_PATH,
  emailField,
  HOME_PATH,
  isLoginPath,
  isSafeJumpTarget,
  requiredText,
  VALIDATION_MESSAGES,
} from '@seaberth/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { FormTextField } from '../../app/form-text-field.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { AuthCard } from './auth-card.tsx';

const loginSchema = z.object({
  email: emailField(),
  password: requiredText(VALIDATION_MESSAGES.passwordRequired),
});
type LoginForm = z.infer<typeof loginSchema>;

/** After login: back to where the guard sent the guest from, if that is a local page. */
export function loginTarget(redirect: string | null, club: boolean): string {
  if (isSafeJumpTarget(redirect) && !isLoginPath(redirect)) return redirect;
  return club ? CLUB_DASHBOARD_PATH : HOME_PATH;
}

/** `/login` and `/club/login` (club: true). */
export function LoginPage({ club = false }: { club?: boolean }) {
  const { t } = useTranslation();
  const { login, bootstrap } = useSession();
  const { showError } = useSnackbar();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { control, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await login({ ...values, club });
      navigate(loginTarget(params.get('redirect'), club), { replace: true });
    } catch (error) {
      showError(error);
    }
  });

  const footer = (
    <>
      <Link component={RouterLink} to={club ? '/club/password/reset' : '/password/reset'}>
        {t('auth.login.forgotPassword')}
      </Link>
      {!club && bootstrap?.allowCustomerRegistration && (
        <Link component={RouterLink} to="/register/customer">
          {t('auth.login.registerCustomer')}
        </Link>
      )}
      {!club && bootstrap?.allowAgencyRegistration && (
        <Link component={RouterLink} to="/register/agency">
          {t('auth.login.registerAgency')}
        </Link>
      )}
    </>
  );

  return (
    <AuthCard
      title={t(club ? 'auth.login.clubTitle' : 'auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={footer}
    >
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="username"
          autoFocus
        />
        <FormTextField
          control={control}
          name="password"
          type="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
