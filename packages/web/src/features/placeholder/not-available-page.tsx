import Construction from '@mui/icons-material/Construction';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../app/session-context.ts';

interface NotAvailablePageProps {
  /** The navigation area (`areas.{area}`), passed by the route table. */
  area: string;
  /** The screen's own label key. */
  labelKey?: string;
}

/**
 * Stand-in for every screen of an area that is not built yet. It names the area and the screen,
 * so a user knows the link works and the function is simply still to come.
 */
export function NotAvailablePage({ area, labelKey }: NotAvailablePageProps) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const areaName = t(`areas.${area}`, { defaultValue: area });
  const screen = labelKey ? t(labelKey) : areaName;
  return (
    <Card sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 1, md: 4 } }}>
      <CardContent sx={{ p: { xs: 3, md: 5 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Construction color="secondary" sx={{ fontSize: 56 }} />
          <Typography variant="h2" component="h1">
            {screen}
          </Typography>
          <Typography>{t('placeholder.title', { area: areaName })}</Typography>
          <Typography color="text.secondary">{t('placeholder.body')}</Typography>
          <Button component={RouterLink} to={isLoggedIn ? '/' : '/login'} variant="contained">
            {t(isLoggedIn ? 'common.goHome' : 'header.login')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
