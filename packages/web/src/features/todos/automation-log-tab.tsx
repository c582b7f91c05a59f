import {
  AUTOMATION_SOURCES,
  type AutomationSource,
  TODO_RULE_OUTCOMES,
  type TodoRuleOutcome,
} from '@seaberth/domain';
import {
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { AutomationLogTable } from './automation-log-table.tsx';
import { useAutomationLog } from './todo-rules-api.ts';

const SIZE = 25;

/**
 * /todo's log tab: what the automation did — every rule's decisions and the mail schedules' mails
 * (for whoever may read those) — newest first, by source and outcome.
 */
export function AutomationLogTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [source, setSource] = useState<AutomationSource | ''>('');
  const [outcome, setOutcome] = useState<TodoRuleOutcome | ''>('');
  const log = useAutomationLog({
    page,
    size: SIZE,
    ...(source ? { source } : {}),
    ...(outcome ? { outcome } : {}),
  });
  return (
    <Paper sx={{ p: 2 }}>
      <Typography sx={{ mb: 2 }}>{t('todos.log.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('todos.log.source')}
          value={source}
          onChange={(event) => {
            setSource(event.target.value as AutomationSource | '');
            setPage(0);
          }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          <MenuItem value="">{t('todos.log.all')}</MenuItem>
          {AUTOMATION_SOURCES.map((key) => (
            <MenuItem key={key} value={key}>
              {t(`todos.log.sourcesPlural.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('todos.rules.log.outcome')}
          value={outcome}
          onChange={(event) => {
            setOutcome(event.target.value as TodoRuleOutcome | '');
            setPage(0);
          }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          <MenuItem value="">{t('todos.log.all')}</MenuItem>
          {TODO_RULE_OUTCOMES.map((key) => (
            <MenuItem key={key} value={key}>
              {t(`todos.log.outcomes.${key}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {log.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {log.isError && <LoadErrorAlert error={log.error} onRetry={() => log.refetch()} />}
      {log.data?.data.length === 0 && <Typography>{t('todos.log.empty')}</Typography>}
      {log.data && log.data.data.length > 0 && (
        <>
          <AutomationLogTable entries={log.data.data} label={t('todos.log.table')} withSource />
          <TablePagination
            component="div"
            count={log.data.total}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={SIZE}
            rowsPerPageOptions={[SIZE]}
          />
        </>
      )}
    </Paper>
  );
}
