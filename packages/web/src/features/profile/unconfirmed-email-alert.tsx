import { Alert, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import type { SessionUser } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';

/** For a self-registered user who has not confirmed the address yet: the link, sent again. */
export function UnconfirmedEmailAlert({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const resend = useMutation({
    mutationFn: () => api.POST('/api/users/{id}/verify', { path: { id: user.id } }),
    onSuccess: () => showSuccess(t('profile.unconfirmed.sent', { email: user.email })),
  });
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {t('profile.unconfirmed.resend')}
        </Button>
      }
    >
      {t('profile.unconfirmed.text', { email: user.email })}
    </Alert>
  );
}
