import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Card,
  CardContent,
  Grid,
  LinearProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { todayCardsFor } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { normalizeVersion } from '../../api/bootstrap.ts';
import { formatDayWithWeekday, formatInstant, localDay } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { navGroups } from '../../app/nav-groups.ts';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { ROUTES } from '../../routes.tsx';
import { AccountCard } from './account-card.tsx';
import { type AssetOption, AssetPicker } from '../../ui/asset-picker.tsx';
import { QuickLinksCard } from './quick-links-card.tsx';
import { useTodayFigures } from './today-api.ts';
import { TodayCards } from './today-cards.tsx';

/** Morning, afternoon or evening, by the browser's clock. */
export function greetingKey(hour: number): string {
  if (hour < 5 || hour >= 18) return 'home.greeting.evening';
  if (hour < 12) return 'home.greeting.morning';
  return 'home.greeting.afternoon';
}

/**
 * `/`: Today — the day of the reader's resort or vessel at a glance (arrivals, money, options,
 * to-dos, birthdays), each figure opening its list; the areas and the account come after.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { user, principal, features, views, bootstrap } = useSession();
  const groups = useMemo(
    () => navGroups(ROUTES, principal, features, views).filter((group) => group.area !== 'start'),
    [principal, features, views],
  );
  const assets = ((bootstrap?.assets ?? []) as AssetOption[]).filter(
    (a) => a.type === 'resort' || a.type === 'vessel',
  );
  const [params, setParams] = useSearchParams();
  // The address wins, then the user's own asset (SPEC §3 User.asset), else all of them.
  const wanted = params.get('asset') ?? user?.asset?.ref ?? '';
  const asset = assets.some((a) => a.id === wanted) ? wanted : '';
  const today = useTodayFigures(asset);
  const now = new Date();
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
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <div>
              <Typography variant="subtitle2" component="p" sx={{ opacity: 0.85 }}>
                {/* The operator's day the figures count (Europe/Berlin), not the browser's: after
                    midnight there, a browser elsewhere would still show yesterday above them. */}
                {formatDayWithWeekday(today.data ? localDay(today.data.today) : now, currentLanguage())}
              </Typography>
              <PageHeading
                title={t(greetingKey(now.getHours()), { name: user?.name ?? '' })}
                sx={{ mb: 0 }}
              />
              <Typography sx={{ mt: 0.5, opacity: 0.9 }}>{t('home.intro')}</Typography>
            </div>
            {assets.length > 1 && (
              <AssetPicker
                assets={assets}
                value={asset}
                onChange={(next) => setParams(next ? { asset: next } : { asset: '' }, { replace: true })}
              />
            )}
          </Stack>
        </CardContent>
      </Card>

      {today.isPending && <LinearProgress aria-label={t('today.loading')} />}
      {today.isError && <LoadErrorAlert error={today.error} onRetry={() => today.refetch()} />}
      {today.data && <TodayCards figures={today.data} />}

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8, lg: 9 }}>
          <Accordion
            disableGutters
            variant="outlined"
            defaultExpanded={todayCardsFor(principal, features).length === 0}
          >
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Typography variant="h4" component="h2">
                {t('today.areas')}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              {groups.length === 0 ? (
                <Typography color="text.secondary">{t('home.noAreas')}</Typography>
              ) : (
                <Grid container spacing={2}>
                  {groups.map((group) => (
                    <Grid key={group.area} size={{ xs: 12, sm: 6, lg: 4 }}>
                      <QuickLinksCard group={group} />
                    </Grid>
                  ))}
                </Grid>
              )}
            </AccordionDetails>
          </Accordion>
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
