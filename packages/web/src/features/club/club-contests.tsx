import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatDate } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { localizedValue } from '../../resources/format-value.ts';
import { useClubContests, useContestEntry } from './club-api.ts';
import { ClubList } from './club-list.tsx';

/** Contests open today: the prize and terms, entered with one press (no newsletter asked), or left. */
export function ClubContests() {
  const { t, i18n } = useTranslation();
  const contests = useClubContests(true);
  const entry = useContestEntry();
  return (
    <ClubList query={contests} empty={t('club.contests.empty')}>
      {(contest) => (
        <Card key={contest.id} data-testid="club-contest">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h4" component="h2" sx={{ flexGrow: 1 }}>
                {contest.name}
              </Typography>
              {contest.entered && <Chip color="success" label={t('club.contests.entered')} />}
            </Stack>
            <Typography color="text.secondary">
              {t('club.contests.period', { from: formatDate(contest.from), to: formatDate(contest.to) })}
            </Typography>
            <Typography sx={{ mt: 1, fontWeight: 600 }}>
              {localizedValue(contest.prize, i18n.language)}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
              {localizedValue(contest.terms, i18n.language)}
            </Typography>
          </CardContent>
          {contest.state === 'open' && (
            <CardActions>
              <Button
                variant={contest.entered ? 'outlined' : 'contained'}
                disabled={entry.isPending}
                onClick={() => entry.mutate({ contest: contest.id, enter: !contest.entered })}
              >
                {t(contest.entered ? 'club.contests.leave' : 'club.contests.enter')}
              </Button>
            </CardActions>
          )}
        </Card>
      )}
    </ClubList>
  );
}
