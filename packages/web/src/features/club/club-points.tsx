import { Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { formatDate } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { RouteLoading } from '../../app/loading-bar.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { useClubLoyalty } from './club-api.ts';
import { ClubRow } from './club-list.tsx';

/** The member's points: balance and worth, tier and its benefits, the way to the next, the entries. */
export function ClubPoints() {
  const { t } = useTranslation();
  const { format } = useMoney();
  const loyalty = useClubLoyalty(true);
  if (loyalty.isPending) return <RouteLoading />;
  if (loyalty.isError) return <LoadErrorAlert error={loyalty.error} onRetry={() => void loyalty.refetch()} />;
  const s = loyalty.data;
  const progress = s.next ? Math.min(100, Math.round((s.tierPoints / s.next.tier.minPoints) * 100)) : 100;
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h3" component="p" data-testid="club-points-balance">
              {t('loyalty.points', { count: s.balance })}
            </Typography>
            {s.tier && (
              <Chip
                label={s.tier.name}
                sx={
                  s.tier.color
                    ? {
                        bgcolor: s.tier.color,
                        color: (theme) => theme.palette.getContrastText(s.tier!.color),
                      }
                    : undefined
                }
              />
            )}
          </Stack>
          <Typography color="text.secondary">
            {t('club.points.worth', { value: format(s.value, s.currency) })}
          </Typography>
          {s.tier?.benefits && <Typography sx={{ mt: 1 }}>{s.tier.benefits}</Typography>}
          {s.next && (
            <Stack spacing={0.5} sx={{ mt: 2 }}>
              <Typography variant="body2">
                {t('club.points.next', { missing: s.next.missing, tier: s.next.tier.name })}
              </Typography>
              <LinearProgress variant="determinate" value={progress} aria-label={t('club.points.progress')} />
            </Stack>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('club.points.rules', {
              night: s.rules.pointsPerNight,
              trip: s.rules.pointsPerTrip,
              dive: s.rules.pointsPerDive,
            })}
          </Typography>
        </CardContent>
      </Card>
      <Typography variant="h4" component="h2">
        {t('club.points.entries')}
      </Typography>
      {s.entries.length === 0 && <Typography color="text.secondary">{t('club.points.none')}</Typography>}
      {s.entries.map((entry) => (
        <ClubRow
          key={entry.id}
          title={`${entry.points > 0 ? '+' : ''}${entry.points} · ${t(`loyalty.kinds.${entry.kind}`)}`}
          detail={[formatDate(entry.date), entry.bookingNo, entry.note].filter(Boolean).join(' · ')}
        />
      ))}
    </Stack>
  );
}
