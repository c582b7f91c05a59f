import { Box, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { normalizeVersion } from '../../api/bootstrap.ts';
import { formatDayWithWeekday, formatInstant } from '../../app/format-dates.ts';
import { navGroups } from '../../app/nav-groups.ts';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { ROUTES } from '../../routes.tsx';
import { AccountCard } from './account-card.tsx';
import { QuickLinksCard } from './quick-links-card.tsx';

/** Morning, afternoon or evening, by the browser's clock. */
export function greetingKey(hour: number): string {
  if (hour < 5 || hour >= 18) return 'home.greeting.evening';
  if (hour < 12) return 'home.greeting.morning';
  return 'home.greeting.afternoon';
}

/** `/`: a personal start page with the areas this user may open. */
export function HomePage() {
  const { t } = useTranslation();
  const { user, principal, features, views, bootstrap } = useSession();
  const groups = useMemo(
    () => navGroups(ROUTES, principal, features, views).filter((group) => group.area !== 'start'),
    [principal, features, views],
  );
  const now = new Date();
  const today = formatDayWithWeekday(now, currentLanguage());
  const version = normalizeVersion(bootstrap?.version);

  return (
    <Stack spacing={3}>
      <Card
        sx={{
          color: 'primary.contrastText',
          background: (theme) =>
            `linear-gradient(120deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
          border: 0,
        }}
      >
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography variant="subtitle2" component="p" sx={{ opacity: 0.85 }}>
            {today}
          </Typography>
          <PageHeading title={t(greetingKey(now.getHours()), { name: user?.name ?? '' })} sx={{ mb: 0 }} />
          <Typography sx={{ mt: 1, opacity: 0.9 }}>{t('home.intro')}</Typography>
        </CardContent>
      </Card>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8, lg: 9 }}>
          {groups.length === 0 ? (
            <Card>
              <CardContent>
                <Typography color="text.secondary">{t('home.noAreas')}</Typography>
              </CardContent>
            </Card>
          ) : (
            <Grid container spacing={2}>
              {groups.map((group) => (
                <Grid key={group.area} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <QuickLinksCard group={group} />
                </Grid>
              ))}
            </Grid>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4, lg: 3 }}>
          <AccountCard />
        </Grid>
      </Grid>

      <Box component="footer" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        <Typography variant="body2">
          {version?.version ? t('home.version', { version: version.version }) : t('home.versionUnknown')}
          {version?.time && ` · ${formatInstant(version.time, false)}`}
          {' · '}
          <Link component={RouterLink} to="/users/profile">
            {t('header.profile')}
          </Link>
        </Typography>
      </Box>
    </Stack>
  );
}
