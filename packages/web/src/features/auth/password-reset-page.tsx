import { CLUB_DASHBOARD_PATH, HOME_PATH } from '@seaberth/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '@mui/material';
import { useSession } from '../../app/session-context.ts';
import { AuthCard } from './auth-card.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';
import { ResetSaveForm } from './reset-save-form.tsx';

export interface PasswordResetPageProps {
  /** The club variant: club login and dashboard, token field hidden. */
  club?: boolean;
  /** Forces save mode even without a token in the query. */
  saveMode?: boolean;
  /** Prefills (and then locks) the fields, like the query parameters do. */
  token?: string;
  email?: string;
}

/**
 * SPEC §2 password reset: request mode mails a link; save mode (a token in the query or the
 * saveMode option) sets the new password.
 */
export function PasswordResetPage({ club = false, saveMode = false, token, email }: PasswordResetPageProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const home = club ? CLUB_DASHBOARD_PATH : HOME_PATH;
  const presetToken = params.get('token') ?? token ?? undefined;
  const presetEmail = params.get('email') ?? email ?? undefined;
  const save = saveMode || !!presetToken;

  // A logged-in user has nothing to reset here; checked once on load as the spec says.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on load only.
  useEffect(() => {
    if (user && user.userType !== 'guest') navigate(home, { replace: true });
  }, []);

  const loginLink = (
    <Link component={RouterLink} to={club ? '/club/login' : '/login'}>
      {t('auth.reset.backToLogin')}
    </Link>
  );

  return (
    <AuthCard
      title={t(save ? 'auth.reset.saveTitle' : 'auth.reset.requestTitle')}
      subtitle={t(save ? 'auth.reset.saveSubtitle' : 'auth.reset.requestSubtitle')}
      footer={loginLink}
    >
      {save ? (
        <ResetSaveForm club={club} token={presetToken} email={presetEmail} home={home} />
      ) : (
        <ResetRequestForm club={club} email={presetEmail} />
      )}
    </AuthCard>
  );
}
