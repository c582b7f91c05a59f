import type { ReportBasis } from '@seaberth/domain';
import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthPager } from '../../app/month-pager.tsx';
import {
  isWholeMonth,
  type Period,
  type PeriodSpan,
  periodLabel,
  shiftPeriod,
  spanOf,
  spanOfPeriod,
} from '../period.ts';
import { PeriodFields } from '../period-fields.tsx';

export interface ReportParamsBarProps {
  period: Period;
  onPeriod: (period: Period) => void;
  /** Why the period cannot be asked for (the label then shows a dash). */
  problem: string | null;
  today: string;
  /** What the pager steps by; with one alone there is no switch. Default both, by the period. */
  spans?: readonly PeriodSpan[];
  /** Without it the reports count by no date and no switch is shown. */
  basis?: ReportBasis;
  onBasis?: (basis: ReportBasis) => void;
  /** Further filters of the screen (a resort or vessel), after the date basis. */
  children?: ReactNode;
}

/**
 * A report screen's toolbar: a pager through months or years, the span switch, the first and last
 * day to choose any period, and the date the figures count by. It wraps on a phone.
 */
export function ReportParamsBar({
  period,
  onPeriod,
  problem,
  today,
  spans = ['month', 'year'],
  basis,
  onBasis,
  children,
}: ReportParamsBarProps) {
  const { t, i18n } = useTranslation();
  const span = spans.length === 1 ? spans[0]! : spanOfPeriod(period);
  const current = spanOf(today, span);
  // From an unfinished period the pager starts at today's month or year.
  const from = problem === 'incomplete' ? current : period;
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          '& h2': { minWidth: { xs: 150, sm: 200 } },
          '& .MuiButton-root': { whiteSpace: 'nowrap' },
        }}
      >
        <MonthPager
          label={problem ? '–' : periodLabel(period, i18n.language)}
          onPrevious={() => onPeriod(shiftPeriod(from, span, -1))}
          onNext={() => onPeriod(shiftPeriod(from, span, 1))}
          onToday={() => onPeriod(current)}
          atToday={period.from === current.from && period.to === current.to}
          texts={{
            previous: t(`reports.previous.${span}`),
            next: t(`reports.next.${span}`),
            today: t(`reports.current.${span}`),
          }}
        />
      </Stack>
      {spans.length > 1 && (
        <ToggleButtonGroup
          size="small"
          exclusive
          // A period of chosen days is neither: the pager then steps by months from its start.
          value={span === 'year' || isWholeMonth(period) ? span : null}
          aria-label={t('reports.span')}
          onChange={(_, next: PeriodSpan | null) => next && onPeriod(spanOf(from.from, next))}
        >
          <ToggleButton value="month">{t('reports.month')}</ToggleButton>
          <ToggleButton value="year">{t('reports.year')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <PeriodFields value={period} onChange={onPeriod} required />
      </Stack>
      {basis && onBasis && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={basis}
          aria-label={t('reports.basis.label')}
          onChange={(_, next: ReportBasis | null) => next && onBasis(next)}
        >
          <ToggleButton value="stay">{t('reports.basis.stay')}</ToggleButton>
          <ToggleButton value="booking">{t('reports.basis.booking')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      {children}
    </Stack>
  );
}
