import { DATE_FORMATS, formatDate } from '@seaberth/domain';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Chip, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { QuerySection } from '../../app/query-section.tsx';
import { contestKeys } from './contest-api.ts';
import { ContestStateChip } from './contest-state-chip.tsx';

const day = (iso: string) => formatDate(iso, DATE_FORMATS.default);

/**
 * The contests a guest entered, on their record (feature contest, contest.read): newest period
 * first, each with its state today and, once drawn, whether they won. Under the contests' keys, so
 * an entry or a draw on the contest list shows here too.
 */
export function CustomerContestsSection({ customer }: { customer: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: [...contestKeys.all, 'customer', customer],
    queryFn: () => api.GET('/api/customer/{id}/contests', { path: { id: customer } }),
  });
  return (
    <QuerySection
      id="customer-contests"
      testId="customer-contests"
      title={t('contests.customer.title')}
      query={query}
      isEmpty={(data) => data.length === 0}
      empty={t('contests.customer.empty')}
      sx={{ mt: 2 }}
    >
      {(data) => (
        <List dense disablePadding>
          {data.map((entry) => (
            <ListItem key={entry.contest} disableGutters>
              <ListItemText
                primary={entry.name}
                secondary={`${t('contests.customer.period', { from: day(entry.from), to: day(entry.to) })} · ${t(
                  'contests.customer.entered',
                  { date: day(entry.enteredAt.slice(0, 10)) },
                )}`}
              />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {entry.winnerRank !== null && (
                  <Chip
                    size="small"
                    color="secondary"
                    icon={<EmojiEventsIcon />}
                    label={t('contests.customer.won', { rank: entry.winnerRank })}
                  />
                )}
                <ContestStateChip state={entry.state} />
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </QuerySection>
  );
}
