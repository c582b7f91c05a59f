import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  type AnyReport,
  groupedDefinition,
  groupingOf,
  type ReportAnswer,
  type ReportExport,
} from '@seaberth/domain';
import { Alert, Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { ReportChart } from './report-chart.tsx';
import { ReportTable } from './report-table.tsx';

export interface ReportViewProps<D extends AnyReport, Q> {
  definition: D;
  /** The query as the route takes it (without `export`); a change asks again. */
  query: Q;
  /**
   * The typed call of the report's route (`api.GET(path, { query })`): the generated client
   * checks the path and the query, and its answer must fit the definition's.
   */
  load: (query: Q) => Promise<ReportAnswer<D>>;
  /** The same route's file (`api.download(path, { ...query, export })`), in the reader's language. */
  download: (query: Q, format: ReportExport) => Promise<void>;
  /** Where the answer is cached: under the data it reads, so a change there drops it. */
  queryKey: readonly unknown[];
  /** False while the screen's parameters cannot be asked for. */
  enabled?: boolean;
  /** Further actions in the header beside the downloads (mail this report). */
  actions?: ReactNode;
}

/**
 * One report on screen: its title, chart and sortable table, the definition its figures follow,
 * and its CSV and XLSX as the server writes them. Loading, failure and an empty period each say so.
 */
export function ReportView<D extends AnyReport, Q>({
  definition,
  query,
  load,
  download,
  queryKey,
  enabled = true,
  actions,
}: ReportViewProps<D, Q>) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { showError } = useSnackbar();
  const [saving, setSaving] = useState<ReportExport | null>(null);
  const report = useQuery({
    queryKey: [...queryKey, definition.name, query],
    queryFn: () => load(query),
    placeholderData: keepPreviousData,
    enabled,
    // The view explains a failure itself (an alert with a retry).
    meta: { silent: true },
  });
  const data = report.data;
  // A report over time heads its unit's column by the unit the rows are (Day, Week, Month, Year),
  // and is titled by it where its title names the unit ("Income by week"); the unit asked until
  // the first answer comes.
  const asked = groupingOf(definition, (query as { groupBy?: unknown } | undefined)?.groupBy);
  const shown = groupedDefinition(definition, data?.groupBy ?? asked);
  const title = shown.title[language];
  const save = (format: ReportExport) => {
    setSaving(format);
    download(query, format)
      .catch(showError)
      .finally(() => setSaving(null));
  };
  const empty = !data?.rows.length;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      data-testid={`report-${definition.name}`}
      sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {(['csv', 'xlsx'] as const).map((format) => (
          <PendingButton
            key={format}
            size="small"
            startIcon={<FileDownloadIcon />}
            pending={saving === format}
            disabled={!enabled || empty}
            onClick={() => save(format)}
            // The name starts with the word the button shows (WCAG 2.5.3), then says what it saves.
            aria-label={t(`reports.download.${format}`, { title })}
          >
            {format.toUpperCase()}
          </PendingButton>
        ))}
        {actions}
      </Stack>
      <Box sx={{ height: 4, my: 0.5 }}>{enabled && report.isFetching && <LinearProgress />}</Box>
      {!enabled ? null : report.isError && !data ? (
        <LoadErrorAlert error={report.error} onRetry={() => report.refetch()} />
      ) : !data ? (
        <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : empty ? (
        <Alert severity="info">{t('reports.none')}</Alert>
      ) : (
        <Stack spacing={1}>
          <ReportChart definition={shown} rows={data.rows} />
          <ReportTable definition={shown} rows={data.rows} />
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {data?.definition ?? definition.definition[language]}
      </Typography>
    </Paper>
  );
}
