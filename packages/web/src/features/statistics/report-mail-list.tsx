import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SendIcon from '@mui/icons-material/SendOutlined';
import { type AnyReport, formatDate, groupedDefinition, type ReportFilters } from '@seaberth/domain';
import {
  Alert,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type RecordRow } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { ALL_ROWS, toListQuery } from '../../resources/use-resource.ts';
import { reportMailKeys } from './report-mail-dialog.tsx';
import { useFilterSummary } from './statistics-filters.tsx';

type Subscription = RecordRow<'reportsubscription'>;

/**
 * The user's report mails (an administrator sees everyone's): what goes out when and to how many,
 * sent now on request or removed after a confirmation.
 */
export function ReportMailList({ reports }: { reports: readonly AnyReport[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { showSuccess, showError } = useSnackbar();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<Subscription | null>(null);
  const list = useQuery({
    queryKey: reportMailKeys.list(ALL_ROWS),
    queryFn: () => api.records('reportsubscription').list(toListQuery(ALL_ROWS)),
    // The list explains a failure itself (an alert with a retry).
    meta: { silent: true },
  });
  // A series saved by week is "Income by week", as on the screen it was saved from.
  const titleOf = (row: Subscription) => {
    const report = reports.find((r) => r.name === row.kind);
    const unit = (row.filters as ReportFilters | undefined)?.groupBy;
    return report ? groupedDefinition(report, unit).title[language] : row.kind;
  };
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: (id: string) => api.records('reportsubscription').remove(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reportMailKeys.all });
      setRemoving(null);
    },
  });
  const send = useMutation({
    mutationFn: (id: string) => api.POST('/api/reportsubscription/{id}/send', { path: { id } }),
    onSuccess: (result) => showSuccess(t('reports.mail.sent', { count: result.queued.length })),
    onError: showError,
  });
  const when = (row: Subscription) =>
    row.frequency === 'monthly'
      ? t('reports.mail.monthlyOn', { day: row.dayOfMonth })
      : t('reports.mail.weeklyOn', { day: t(`reports.mail.weekdays.${row.weekday}`) });
  const rows = list.data?.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="report-mails" sx={{ p: 2, mt: 2 }}>
      <Typography id="report-mails" variant="h6" component="h2">
        {t('reports.mail.listTitle')}
      </Typography>
      {list.isError && <LoadErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      {list.isSuccess && rows.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('reports.mail.none')}
        </Alert>
      )}
      <List dense>
        {rows.map((row) => (
          <ListItem
            key={row.id}
            divider
            secondaryAction={
              <Stack direction="row">
                <Tooltip title={t('reports.mail.sendNow')}>
                  <IconButton
                    aria-label={`${t('reports.mail.sendNow')}: ${titleOf(row)}`}
                    disabled={send.isPending}
                    onClick={() => send.mutate(row.id)}
                  >
                    <SendIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('reports.mail.remove')}>
                  <IconButton
                    aria-label={`${t('reports.mail.remove')}: ${titleOf(row)}`}
                    onClick={() => setRemoving(row)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
            }
          >
            <ListItemText
              primary={`${titleOf(row)} · ${t(`reports.mail.spans.${row.span}`)}`}
              secondary={
                <>
                  {[
                    when(row),
                    t('reports.mail.recipientCount', { count: row.recipients.length }),
                    t('reports.mail.next', { day: formatDate(row.nextDue) }),
                  ].join(' · ')}
                  <Narrowed filters={row.filters as ReportFilters | undefined} />
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      {removing && (
        <ActionDialog
          title={t('reports.mail.removeTitle')}
          submitLabel={t('reports.mail.remove')}
          destructive
          onSubmit={() => remove.mutate(removing.id)}
          onClose={() => setRemoving(null)}
          pending={remove.isPending}
          error={remove.isError ? { text: describeError(remove.error, t) } : null}
          testId="report-mail-remove"
        >
          <Typography>
            {t('reports.mail.removeText', { title: titleOf(removing), when: when(removing) })}
          </Typography>
        </ActionDialog>
      )}
    </Paper>
  );
}

/** What a mailed view is narrowed to (resort or vessel, categories, channels, states), after its schedule. */
function Narrowed({ filters }: { filters: ReportFilters | undefined }) {
  const narrowed = useFilterSummary(filters);
  return narrowed.length > 0 ? ` · ${narrowed.join(' · ')}` : null;
}
