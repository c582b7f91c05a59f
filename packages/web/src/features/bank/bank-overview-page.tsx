import { bankResource } from '@seaberth/domain';
import { Alert, Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useCan } from '../../app/session-context.ts';
import { ALL_ROWS, useResourceList } from '../../resources/use-resource.ts';
import { bankBalanceQuery, reviewCountQuery } from './bank-api.ts';
import { BankAccountCard } from './bank-account-card.tsx';
import { BalanceChart } from './balance-chart.tsx';
import { lastTwelveMonths, latestBalance } from './bank-format.ts';

/** /bank — every account with today's balance and what waits for review, and the last year's balances. */
export function BankOverviewPage() {
  const { t } = useTranslation();
  const canReadEntries = useCan(['bankentries.read']);
  const canOpen = useCan(['banks.update']);
  const list = useResourceList(bankResource, ALL_ROWS);
  const accounts = list.data?.data ?? [];
  const period = useMemo(() => lastTwelveMonths(), []);
  const balances = useQueries({
    queries: accounts.map((account) => bankBalanceQuery({ ...period, bank: account.id })),
  });
  const waiting = useQueries({
    queries: accounts.map((account) => reviewCountQuery(account.id, canReadEntries)),
  });
  const series = accounts.flatMap((account, index) => {
    const points = balances[index]?.data;
    return points ? [{ id: account.id, name: account.name, currency: account.currency, points }] : [];
  });
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading
        title={t('routes.bank')}
        subtitle={t('bank.overview.intro')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/bank/list">
              {t('routes.bankList')}
            </Button>
            {canReadEntries && (
              <Button component={RouterLink} to="/bank/cashflow">
                {t('routes.bankCashflow')}
              </Button>
            )}
          </Stack>
        }
      />
      {list.isError ? (
        <LoadErrorAlert error={list.error} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : accounts.length === 0 ? (
        <Alert severity="info">{t('bank.overview.none')}</Alert>
      ) : (
        <Stack spacing={3}>
          <Grid container spacing={2}>
            {accounts.map((account, index) => (
              <Grid key={account.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <BankAccountCard
                  id={account.id}
                  name={account.name}
                  iban={account.iban}
                  currency={account.currency}
                  isActive={account.isActive}
                  balance={latestBalance(balances[index]?.data ?? [], account.currency)}
                  waiting={canReadEntries ? waiting[index]?.data?.total : undefined}
                  linked={canOpen}
                />
              </Grid>
            ))}
          </Grid>
          {series.length > 0 && (
            <Paper variant="outlined" component="section" aria-labelledby="bank-balance-chart" sx={{ p: 2 }}>
              <Typography id="bank-balance-chart" variant="h4" component="h2" sx={{ mb: 1 }}>
                {t('bank.overview.chart')}
              </Typography>
              <BalanceChart series={series} />
            </Paper>
          )}
        </Stack>
      )}
    </Box>
  );
}
