import SearchOff from '@mui/icons-material/SearchOff';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session-context.ts';

/** The catch-all, and what a switched-off area shows: it does not reveal that the page exists. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Card sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 1, md: 4 } }}>
      <CardContent sx={{ p: { xs: 3, md: 5 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <SearchOff color="primary" sx={{ fontSize: 56 }} />
          <Typography variant="h2" component="h1">
            {t('notFound.title')}
          </Typography>
          <Typography color="text.secondary">{t('notFound.body', { path: location.pathname })}</Typography>
          <Stack direction="row" spacing={1}>
            <Button onClick={() => navigate(-1)}>{t('common.back')}</Button>
            <Button component={RouterLink} to={isLoggedIn ? '/' : '/login'} variant="contained">
              {t(isLoggedIn ? 'common.goHome' : 'header.login')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
