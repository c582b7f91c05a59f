import type { ContestDraw } from '@seaberth/domain';
import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../app/facts.tsx';
import { formatInstant } from '../../app/format-dates.ts';

/**
 * The winners and the draw's record: who drew, when, among how many entries and with which random
 * numbers, so anyone can follow the draw (the n-th number picks among the entries still in the pot,
 * counted from 0 in the order they came in, the last one taking the place of the one drawn).
 */
export function ContestDrawLog({ draw }: { draw: ContestDraw }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="contest-winners">
      <Typography id="contest-winners" variant="h6" component="h3">
        {t('contests.draw.winners')}
      </Typography>
      <List dense disablePadding>
        {draw.winners.map((winner) => (
          <ListItem key={winner.customer} disableGutters>
            <ListItemText primary={`${t('contests.draw.rank', { rank: winner.rank })}: ${winner.name}`} />
          </ListItem>
        ))}
      </List>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 1 }}>
        {t('contests.draw.log')}
      </Typography>
      <Facts
        columns={4}
        facts={[
          [t('contests.draw.drawnAt'), formatInstant(draw.drawnAt)],
          [t('contests.draw.drawnBy'), draw.drawnBy || '–'],
          [t('contests.draw.entries'), String(draw.entries)],
          [t('contests.draw.randomNumbers'), draw.randomNumbers.join(', ')],
        ]}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('contests.draw.howTo')}
      </Typography>
    </Paper>
  );
}
