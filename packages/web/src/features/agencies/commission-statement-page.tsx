import { agentAgency } from '@seaberth/domain';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useOpenDocument } from '../../app/use-open-document.ts';
import { agencyKeys } from './agency-api.ts';
import { AgencySelect } from './agency-select.tsx';
import { CommissionStatementTable } from './commission-statement-table.tsx';

const path = (agency: string) => `/api/agency/${encodeURIComponent(agency)}/commission`;

/**
 * /agency/commission — the commission statement over all of an agency's bookings: what each
 * earned, what was paid out and what is still due, on screen and as a PDF. An agent sees its own
 * agency's; staff choose the agency.
 */
export function CommissionStatementPage() {
  const { t } = useTranslation();
  const { principal } = useSession();
  const { showError } = useSnackbar();
  // An agent (agencies.self only) has its agency fixed; the server answers for no other.
  const own = agentAgency(principal, ['agencies.read', 'agencies.update']);
  const canChoose = own === undefined;
  const [chosen, setChosen] = useState('');
  const agency = canChoose ? chosen : (own ?? '');
  const statement = useQuery({
    queryKey: [...agencyKeys.all, 'commission', agency],
    queryFn: () => api.GET('/api/agency/{agency}/commission', { path: { agency } }),
    enabled: Boolean(agency),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  const printing = useOpenDocument({ onError: showError });
  const data = agency ? statement.data : undefined;
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading
        title={t('routes.agencyCommission')}
        subtitle={data && !canChoose ? data.agencyName : t('agencies.commissionStatement.intro')}
      />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        {canChoose && <AgencySelect value={chosen} onChange={setChosen} inToolbar />}
        <PendingButton
          variant="contained"
          startIcon={<PictureAsPdfOutlinedIcon />}
          pending={printing.pending !== null}
          disabled={!agency}
          onClick={() => void printing.open('commission', path(agency), { format: 'pdf' })}
          sx={{ ml: { sm: 'auto' } }}
        >
          {t('agencies.commissionStatement.pdf')}
        </PendingButton>
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{statement.isFetching && <LinearProgress />}</Box>
      {!canChoose && !own ? (
        <Alert severity="warning">{t('agencies.payments.noOwnAgency')}</Alert>
      ) : !agency ? (
        <Alert severity="info">{t('agencies.commissionStatement.pickAgency')}</Alert>
      ) : statement.isError && !data ? (
        <LoadErrorAlert error={statement.error} onRetry={() => statement.refetch()} />
      ) : !data ? (
        <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : data.bookings.length === 0 ? (
        <Alert severity="info">{t('agencies.commissionStatement.none')}</Alert>
      ) : (
        <CommissionStatementTable data={data} />
      )}
    </Box>
  );
}
