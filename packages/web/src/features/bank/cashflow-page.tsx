import type { CashflowPoint } from '@seaberth/domain';
import { Alert, Box, LinearProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import type { Period } from '../../ui/period.ts';
import { PeriodFields } from '../../ui/period-fields.tsx';
import { useCashflow } from './bank-api.ts';
import { CashflowChart } from './cashflow-chart.tsx';
import { CashflowTable } from './cashflow-table.tsx';

/** Three months back and three ahead: what came in lately and what is due soon. */
function defaultPeriod(today = dayjs()): Period {
  return {
    from: today.subtract(3, 'month').startOf('month').format('YYYY-MM-DD'),
    to: today.add(3, 'month').endOf('month').format('YYYY-MM-DD'),
  };
}

function byCurrency(points: CashflowPoint[]): [string, CashflowPoint[]][] {
  const groups = new Map<string, CashflowPoint[]>();
  for (const point of points) groups.set(point.currency, [...(groups.get(point.currency) ?? []), point]);
  return [...groups];
}

/** /bank/cashflow — money received per period against what the bookings are due to pay then. */
export function CashflowPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>(() => defaultPeriod());
  const [groupBy, setGroupBy] = useState<'month' | 'week'>('month');
  const complete = Boolean(period.from && period.to && period.to >= period.from);
  const query = useMemo(() => ({ ...period, groupBy }), [period, groupBy]);
  const cashflow = useCashflow(query, complete);
  const points = cashflow.data ?? [];
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading title={t('routes.bankCashflow')} subtitle={t('bank.cashflow.intro')} />
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <PeriodFields value={period} onChange={setPeriod} required />
        <TextField
          select
          size="small"
          label={t('bank.cashflow.groupBy')}
          value={groupBy}
          onChange={(event) => setGroupBy(event.target.value as 'month' | 'week')}
          sx={{ width: 170 }}
        >
          <MenuItem value="month">{t('bank.cashflow.month')}</MenuItem>
          <MenuItem value="week">{t('bank.cashflow.week')}</MenuItem>
        </TextField>
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{cashflow.isFetching && <LinearProgress />}</Box>
      {cashflow.isError && !cashflow.data ? (
        <LoadErrorAlert error={cashflow.error} onRetry={() => cashflow.refetch()} />
      ) : !complete ? (
        <Alert severity="info">{t('bank.cashflow.pickPeriod')}</Alert>
      ) : !cashflow.data ? (
        <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : points.length === 0 ? (
        <Alert severity="info">{t('bank.cashflow.none')}</Alert>
      ) : (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={3}>
              {byCurrency(points).map(([currency, mine]) => (
                <CashflowChart key={currency} currency={currency} points={mine} groupBy={groupBy} />
              ))}
            </Stack>
          </Paper>
          <CashflowTable points={points} groupBy={groupBy} />
        </Stack>
      )}
    </Box>
  );
}
