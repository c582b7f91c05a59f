import { agentAgency } from '@seaberth/domain';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { useMoney } from '../../ui/use-money.ts';
import { type Period, thisMonth, useAgencyPayments } from './agency-api.ts';
import { BookingSumsTable, PaymentsTable } from './agency-payments-tables.tsx';
import { AgencySelect } from './agency-select.tsx';
import { PeriodFields } from '../../ui/period-fields.tsx';
import { paymentsCsv } from './payments-csv.ts';
import { saveText } from '../../ui/save-text.ts';

/**
 * /agency/payments — what an agency paid in a period (this month to begin with) and the bookings
 * it paid for, with commission and what is still owed. An agent sees their own agency only.
 */
export function AgencyPaymentsPage() {
  const { t } = useTranslation();
  const { principal } = useSession();
  const { decimalsOf } = useMoney();
  // An agent (agencies.self only) has their agency fixed; the server answers for no other.
  const own = agentAgency(principal, ['agencies.read', 'agencies.update']);
  const canChoose = own === undefined;
  const [chosen, setChosen] = useState('');
  const agency = canChoose ? chosen : (own ?? '');
  const [period, setPeriod] = useState<Period>(() => thisMonth());
  const payments = useAgencyPayments(agency, period);
  const data = agency ? payments.data : undefined;

  const exportCsv = () => {
    if (!data) return;
    const headers = ['date', 'booking', 'lead', 'method', 'reference', 'amount', 'currency'].map((key) =>
      t(`agencies.payments.csv.${key}`),
    );
    saveText(
      paymentsCsv(data, headers, decimalsOf, (method) =>
        t(`resources.options.method.${method}`, { defaultValue: method }),
      ),
      `${t('agencies.payments.csv.file')}-${data.agencyName}-${data.from}-${data.to}.csv`,
    );
  };

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading
        title={t('routes.agencyPayments')}
        subtitle={data && !canChoose ? data.agencyName : t('agencies.payments.intro')}
      />
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 1 }}
      >
        {canChoose && <AgencySelect value={chosen} onChange={setChosen} inToolbar />}
        <PeriodFields value={period} onChange={setPeriod} required />
        <Button
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={exportCsv}
          disabled={!data?.payments.length}
          sx={{ whiteSpace: 'nowrap', ml: { sm: 'auto' } }}
        >
          {t('resources.common.exportCsv')}
        </Button>
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{payments.isFetching && <LinearProgress />}</Box>
      {!canChoose && !own ? (
        <Alert severity="warning">{t('agencies.payments.noOwnAgency')}</Alert>
      ) : !agency ? (
        <Alert severity="info">{t('agencies.payments.pickAgency')}</Alert>
      ) : payments.isError && !data ? (
        <LoadErrorAlert error={payments.error} onRetry={() => payments.refetch()} />
      ) : !data ? (
        <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : data.payments.length === 0 ? (
        <Alert severity="info">{t('agencies.payments.none')}</Alert>
      ) : (
        <Stack spacing={2}>
          <PaymentsTable data={data} />
          <BookingSumsTable data={data} />
        </Stack>
      )}
    </Box>
  );
}
