import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { HOME_PATH, isSafeJumpTarget } from '@seaberth/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';

/**
 * `/jumpto/:token?to=…`: another system hands the user over with a token. The token becomes a
 * session, then the user goes to `to` — only a local path (SPEC §5), else the start page.
 */
export function JumpToPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const { loginWithToken } = useSession();
  const { showError } = useSnackbar();
  const navigate = useNavigate();
  // A jump token may be single-use: StrictMode's second effect run must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const to = params.get('to');
    loginWithToken(token)
      .then(() => navigate(isSafeJumpTarget(to) ? to : HOME_PATH, { replace: true }))
      .catch((error: unknown) => {
        showError(error);
        navigate('/login', { replace: true });
      });
  }, [token, params, loginWithToken, navigate, showError]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: 8 }}>
      <Card sx={{ minWidth: 280 }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
          <CircularProgress aria-label={t('resources.common.loading')} size={28} />
          <Typography>{t('jump.signingIn')}</Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
