import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { BookingActivity } from '@seaberth/domain';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { formatDateRange } from '../../resources/format-value.ts';
import { useMoney } from '../../ui/use-money.ts';
import { statisticsKey } from './statistics-api.ts';

/** The windows offered; the server takes any from 1 to 366 days. */
const WINDOWS = [7, 30, 90] as const;

/** One figure beside the same figure of the window before, with which way it went. */
function Tile({
  label,
  current,
  previous,
  text,
  previousText,
}: {
  label: string;
  current: number;
  previous: number;
  text: string;
  previousText: string;
}) {
  const Arrow = current > previous ? ArrowUpwardIcon : current < previous ? ArrowDownwardIcon : null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {text}
        </Typography>
        {Arrow && <Arrow fontSize="small" color="action" aria-hidden />}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {previousText}
      </Typography>
    </Box>
  );
}

/**
 * The desk's recent activity (`GET /api/bookings/statistics?days=N`): bookings made and cancelled,
 * guests arriving and revenue booked in the last 7, 30 or 90 days beside the days before, at the
 * top of the booking statistics. The window lives in the address (`?days=30`).
 */
export function BookingActivityPanel() {
  const { t } = useTranslation();
  const { format: money } = useMoney();
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('days'));
  const days = (WINDOWS as readonly number[]).includes(asked) ? asked : 30;
  const activity = useQuery({
    queryKey: [...statisticsKey, 'activity', days],
    queryFn: () => api.GET('/api/bookings/statistics', { query: { days } }),
  });
  const choose = (next: number) =>
    setSearch(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('days', String(next));
        return changed;
      },
      { replace: true },
    );
  const data: BookingActivity | undefined = activity.data;
  const before = (value: string) => t('statistics.activity.before', { value });
  return (
    <Card sx={{ mb: 2 }} data-testid="booking-activity">
      <CardContent>
        <Stack
          direction="row"
          useFlexGap
          spacing={1.5}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1.5 }}
        >
          <Box>
            <Typography variant="h4" component="h2">
              {t('statistics.activity.title', { days })}
            </Typography>
            {data && (
              <Typography variant="body2" color="text.secondary">
                {t('statistics.activity.windows', {
                  current: formatDateRange(data.current),
                  previous: formatDateRange(data.previous),
                })}
              </Typography>
            )}
          </Box>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={days}
            aria-label={t('statistics.activity.window')}
            onChange={(_, next: number | null) => next && choose(next)}
          >
            {WINDOWS.map((value) => (
              <ToggleButton key={value} value={value}>
                {t('statistics.activity.days', { count: value })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {activity.isError && <Alert severity="error">{describeError(activity.error, t)}</Alert>}
        {!data && !activity.isError && <Skeleton variant="rounded" height={72} />}
        {data && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            {(['made', 'cancelled', 'arriving'] as const).map((key) => (
              <Tile
                key={key}
                label={t(`statistics.activity.${key}`)}
                current={data[key].current}
                previous={data[key].previous}
                text={String(data[key].current)}
                previousText={before(String(data[key].previous))}
              />
            ))}
            {data.revenue.length === 0 ? (
              <Tile
                label={t('statistics.activity.revenue')}
                current={0}
                previous={0}
                text="–"
                previousText={before('–')}
              />
            ) : (
              data.revenue.map((line) => (
                <Tile
                  key={line.currency}
                  label={t('statistics.activity.revenue')}
                  current={line.current}
                  previous={line.previous}
                  text={money(line.current, line.currency)}
                  previousText={before(money(line.previous, line.currency))}
                />
              ))
            )}
          </Box>
        )}
        {data && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
            {data.definition}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
