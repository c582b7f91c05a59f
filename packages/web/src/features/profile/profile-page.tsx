import { Card, CardContent, CardHeader, Grid, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { PasswordChangeForm } from './password-change-form.tsx';
import { NotificationSettings } from './notification-settings.tsx';
import { ProfileForm } from './profile-form.tsx';
import { UnconfirmedEmailAlert } from './unconfirmed-email-alert.tsx';

/** Card titles one step below the page heading, as on the start page's cards. */
const CARD_TITLE = { title: { variant: 'h4', component: 'h2' } } as const;

/** `/users/profile`: the user's own details, settings, password and what the bell tells them of. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <PageHeading
        title={t('profile.title')}
        subtitle={t('profile.subtitle', { email: user.email })}
        sx={{ mb: 0 }}
      />
      {user.verified === false && <UnconfirmedEmailAlert user={user} />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardHeader
              title={t('profile.detailsTitle')}
              subheader={t('profile.detailsHint')}
              slotProps={CARD_TITLE}
            />
            <CardContent>
              <ProfileForm user={user} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card>
            <CardHeader
              title={t('profile.passwordTitle')}
              subheader={t('profile.passwordHint')}
              slotProps={CARD_TITLE}
            />
            <CardContent>
              <PasswordChangeForm email={user.email} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardHeader
              title={t('profile.notifications.title')}
              subheader={t('profile.notifications.hint')}
              slotProps={CARD_TITLE}
            />
            <CardContent>
              <NotificationSettings user={user} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Stack>
  );
}
