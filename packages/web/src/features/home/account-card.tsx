import { Avatar, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../app/session-context.ts';
import { initialsOf } from '../../app/user-menu.tsx';

/** Who is logged in, at a glance, with the way to the profile. */
export function AccountCard() {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  if (!user) return null;
  return (
    <Card>
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'common.white', width: 48, height: 48 }}>
            {initialsOf(user.name)}
          </Avatar>
          <div>
            <Typography variant="h4" component="h2">
              {user.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {user.email}
            </Typography>
          </div>
          <Chip size="small" label={t(`home.userTypes.${user.userType}`, { defaultValue: user.userType })} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to="/users/profile" variant="outlined" size="small">
          {t('header.profile')}
        </Button>
        <Button onClick={() => void logout()} size="small">
          {t('header.logout')}
        </Button>
      </CardActions>
    </Card>
  );
}
