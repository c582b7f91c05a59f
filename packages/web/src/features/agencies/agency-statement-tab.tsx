import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useOpenDocument } from '../../app/use-open-document.ts';
import { type Period, statementPath, thisMonth, useAgencyStatement } from './agency-api.ts';
import { BookingSumsTable } from './agency-payments-tables.tsx';
import { PeriodFields } from '../../ui/period-fields.tsx';

/** A period (this month to begin with), the statement's bookings on screen, and the statement as a PDF. */
export function AgencyStatementTab({ agency }: { agency: string }) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const [period, setPeriod] = useState<Period>(() => thisMonth());
  const printing = useOpenDocument({ onError: showError });
  const statement = useAgencyStatement(agency, period);
  const valid = Boolean(period.from && period.to && period.from <= period.to);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 800 }}>
        {t('agencies.statement.intro')}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <PeriodFields value={period} onChange={setPeriod} required />
        <PendingButton
          variant="contained"
          startIcon={<PictureAsPdfOutlinedIcon />}
          pending={printing.pending !== null}
          disabled={!valid}
          onClick={() =>
            void printing.open('statement', statementPath(agency), {
              from: period.from,
              to: period.to,
              format: 'pdf',
            })
          }
        >
          {t('agencies.statement.open')}
        </PendingButton>
      </Stack>
      {statement.isError ? (
        <LoadErrorAlert error={statement.error} onRetry={() => statement.refetch()} />
      ) : !statement.data ? (
        valid && <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : statement.data.bookings.length === 0 ? (
        <Alert severity="info">{t('agencies.statement.none')}</Alert>
      ) : (
        <BookingSumsTable data={statement.data} title={t('agencies.statement.title')} />
      )}
    </Stack>
  );
}
