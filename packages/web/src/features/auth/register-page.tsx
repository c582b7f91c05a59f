import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack } from '@mui/material';
import {
  emailField,
  formatMessage,
  newPasswordField,
  REGISTRATION_USER_TYPES,
  requiredText,
  VALIDATION_MESSAGES as M,
  withMatchingPasswords,
} from '@seaberth/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { z } from 'zod';
import { api } from '../../api/client.ts';
import { FormTextField } from '../../app/form-text-field.tsx';
import { NewPasswordFields } from '../../app/new-password-fields.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { AuthCard } from './auth-card.tsx';

const registerSchema = withMatchingPasswords(
  z.object({
    name: requiredText(),
    email: emailField(),
    phone: z
      .string()
      .trim()
      .max(50, formatMessage(M.maxLength, { max: 50 })),
    password: newPasswordField,
    passwordRepeat: z.string(),
  }),
);
type RegisterForm = z.infer<typeof registerSchema>;

/**
 * `/register/:userType`: self-service accounts for customers and agencies, when the operator opened
 * registration for the type. No login follows: the server mails a confirmation link first.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { userType = '' } = useParams();
  const { bootstrap } = useSession();
  const { showError } = useSnackbar();
  const [sentTo, setSentTo] = useState<string>();
  const { control, handleSubmit, formState } = useForm<RegisterForm>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', passwordRepeat: '' },
  });

  // The path's user type as the contract takes it; undefined for one that cannot register.
  const registrationType = REGISTRATION_USER_TYPES.find((type) => type === userType);
  const open =
    (userType === 'customer' && !!bootstrap?.allowCustomerRegistration) ||
    (userType === 'agency' && !!bootstrap?.allowAgencyRegistration);

  const submit = handleSubmit(async ({ passwordRepeat: _repeat, phone, ...values }) => {
    if (!registrationType) return;
    try {
      await api.POST('/api/auth/register', {
        body: { ...values, ...(phone ? { phone } : {}), userType: registrationType },
      });
      setSentTo(values.email);
    } catch (error) {
      showError(error);
    }
  });

  const footer = (
    <Link component={RouterLink} to="/login">
      {t('auth.register.haveAccount')}
    </Link>
  );
  const title = t(userType === 'agency' ? 'auth.register.agencyTitle' : 'auth.register.customerTitle');

  if (sentTo) {
    return (
      <AuthCard title={title}>
        <Stack spacing={2}>
          <Alert severity="success">{t('auth.register.sent', { email: sentTo })}</Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            {t('auth.register.toLogin')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (!registrationType || !open) {
    return (
      <AuthCard title={title} footer={footer}>
        <Alert severity="info">{t('auth.register.closed')}</Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} subtitle={t('auth.register.subtitle')} footer={footer}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <FormTextField
          control={control}
          name="name"
          label={t(userType === 'agency' ? 'auth.fields.agencyName' : 'auth.fields.name')}
          autoComplete={userType === 'agency' ? 'organization' : 'name'}
          autoFocus
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          label={t('auth.fields.phoneOptional')}
          autoComplete="tel"
        />
        <NewPasswordFields
          control={control}
          label={t('auth.fields.password')}
          repeatLabel={t('auth.fields.passwordRepeat')}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
