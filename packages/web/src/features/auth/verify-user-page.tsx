import { CLUB_DASHBOARD_PATH, HOME_PATH } from '@seaberth/domain';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { useSession } from '../../app/session-context.ts';
import { AuthCard } from './auth-card.tsx';

/**
 * SPEC §2 `/user/:id/verify` (and the club variant): the page the confirmation mail links to.
 * It confirms the address with the token from the link as soon as it opens, logged in or not.
 */
export function VerifyUserPage({ club = false }: { club?: boolean }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, isLoggedIn, updateUser } = useSession();
  const confirm = useMutation({
    // The card explains a failure itself; no snackbar on top.
    meta: { silent: true },
    mutationFn: () => api.POST('/api/users/{id}/verify', { path: { id }, query: { token } }),
    onSuccess: () => {
      if (user && user.id === id) updateUser({ ...user, verified: true });
    },
  });
  // Once on load: the link's token works a single time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on load only.
  useEffect(() => {
    if (token) confirm.mutate();
  }, []);

  const next = isLoggedIn ? (club ? CLUB_DASHBOARD_PATH : HOME_PATH) : club ? '/club/login' : '/login';
  return (
    <AuthCard title={t('auth.verify.title')}>
      <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
        {!token ? (
          <Alert severity="error">{t('auth.verify.noToken')}</Alert>
        ) : confirm.isSuccess ? (
          <Alert severity="success">{t('auth.verify.done')}</Alert>
        ) : confirm.isError ? (
          <Alert severity="error">{describeError(confirm.error, t)}</Alert>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress aria-label={t('resources.common.loading')} size={24} />
            <span>{t('auth.verify.working')}</span>
          </Stack>
        )}
        <Button component={RouterLink} to={next} variant="contained" disabled={confirm.isPending}>
          {isLoggedIn ? t('auth.verify.continue') : t('auth.verify.toLogin')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
