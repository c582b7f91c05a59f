import AccountBalance from '@mui/icons-material/AccountBalance';
import BarChartIcon from '@mui/icons-material/BarChart';
import Cake from '@mui/icons-material/Cake';
import Checklist from '@mui/icons-material/Checklist';
import Hotel from '@mui/icons-material/Hotel';
import Payments from '@mui/icons-material/Payments';
import type { TodayFigures } from '@seaberth/domain';
import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BirthdaysDialog } from './birthdays-dialog.tsx';
import { BirthdaysList } from './birthdays-list.tsx';
import { type Figure, FigureCard } from './figure-card.tsx';
import { OccupancyBars } from './occupancy-bars.tsx';
import { todayLinks } from './today-links.ts';
import { useCanOpen } from './use-can-open.ts';

const cell = (key: string, node: ReactNode, wide = false) => (
  <Grid key={key} size={wide ? 12 : { xs: 12, sm: 6, md: 4 }}>
    {node}
  </Grid>
);

/** The Today page's cards: only those the answer holds, i.e. those the reader may see. */
export function TodayCards({ figures }: { figures: TodayFigures }) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const [birthdaysOpen, setBirthdaysOpen] = useState(false);
  const links = todayLinks(figures.today, figures.asset);
  const fig = (label: string, value: number, to?: string, alert = false): Figure => ({
    label,
    value,
    to: to && canOpen(to) ? to : undefined,
    alert,
  });
  const { stays, payments, options, online, bank, todos, birthdays } = figures;
  const cards: ReactNode[] = [];
  if (stays) {
    cards.push(
      cell(
        'stays',
        <FigureCard
          title={t('today.stays.title')}
          icon={Hotel}
          figures={[
            fig(t('today.stays.arrivalsToday'), stays.arrivalsToday, links.arrivalsToday),
            fig(t('today.stays.departuresToday'), stays.departuresToday, links.departuresToday),
            fig(t('today.stays.guestsInHouse'), stays.guestsInHouse, links.inHouse),
            fig(t('today.stays.checkInsDue'), stays.checkInsDue, links.inHouse, true),
          ]}
        />,
      ),
      cell(
        'tomorrow',
        <FigureCard
          title={t('today.tomorrow.title')}
          icon={Hotel}
          figures={[
            fig(t('today.stays.arrivalsTomorrow'), stays.arrivalsTomorrow, links.arrivalsTomorrow),
            fig(t('today.stays.departuresTomorrow'), stays.departuresTomorrow, links.departuresTomorrow),
          ]}
        />,
      ),
    );
  }
  const attention: Figure[] = [];
  if (options) attention.push(fig(t('today.options.expiring'), options.expiring, links.options, true));
  if (online) attention.push(fig(t('today.online.recent'), online.recent, links.online));
  if (todos) attention.push(fig(t('today.todos.overdue'), todos.overdue, links.todos, true));
  if (attention.length)
    cards.push(
      cell(
        'attention',
        <FigureCard title={t('today.attention.title')} icon={Checklist} figures={attention} />,
      ),
    );
  if (payments)
    cards.push(
      cell(
        'payments',
        <FigureCard
          title={t('today.payments.title')}
          icon={Payments}
          figures={[
            fig(t('today.payments.overdue'), payments.overdue, links.payments('overdue'), true),
            fig(
              t('today.payments.dueSoon', { count: figures.days }),
              payments.dueSoon,
              links.payments('open'),
            ),
            fig(t('today.payments.open'), payments.open),
          ]}
        />,
      ),
    );
  if (bank)
    cards.push(
      cell(
        'bank',
        <FigureCard
          title={t('today.bank.title')}
          icon={AccountBalance}
          figures={[fig(t('today.bank.unmatched'), bank.unmatched, links.bank, true)]}
        />,
      ),
    );
  if (birthdays)
    cards.push(
      cell(
        'birthdays',
        <FigureCard
          title={t('today.birthdays.title')}
          icon={Cake}
          figures={[
            {
              ...fig(t('today.birthdays.count', { count: figures.days }), birthdays.count),
              onClick: () => setBirthdaysOpen(true),
            },
          ]}
        >
          <BirthdaysList birthdays={birthdays} canOpen={canOpen('/customer/x')} />
          {birthdaysOpen && (
            <BirthdaysDialog canOpen={canOpen('/customer/view/x')} onClose={() => setBirthdaysOpen(false)} />
          )}
        </FigureCard>,
      ),
    );
  if (stays)
    cards.push(
      cell(
        'nights',
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <BarChartIcon color="primary" fontSize="small" />
              <Typography variant="h4" component="h2">
                {t('today.nights.title')}
              </Typography>
            </Stack>
            <OccupancyBars nights={stays.nights} />
          </CardContent>
        </Card>,
        true,
      ),
    );
  if (!cards.length) return null;
  return (
    <Grid container spacing={2} aria-label={t('today.title')}>
      {cards}
    </Grid>
  );
}
