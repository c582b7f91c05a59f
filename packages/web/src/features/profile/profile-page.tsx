import { Card, CardContent, CardHeader, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context.ts';
import { PasswordChangeForm } from './password-change-form.tsx';
import { ProfileForm } from './profile-form.tsx';

/** `/users/profile`: the user's own details, settings and password. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <div>
        <Typography variant="h2" component="h1">
          {t('profile.title')}
        </Typography>
        <Typography color="text.secondary">{t('profile.subtitle', { email: user.email })}</Typography>
      </div>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardHeader title={t('profile.detailsTitle')} subheader={t('profile.detailsHint')} />
            <CardContent>
              <ProfileForm user={user} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card>
            <CardHeader title={t('profile.passwordTitle')} subheader={t('profile.passwordHint')} />
            <CardContent>
              <PasswordChangeForm email={user.email} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Stack>
  );
}
