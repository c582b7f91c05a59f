import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { RANGE_SPANS, type ReportExport } from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useCan } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { ReportParamsBar, useReportParams } from '../../ui/report/index.ts';
import { MailReportButton } from './mail-report-button.tsx';
import { ReportMailList } from './report-mail-list.tsx';
import { STATISTICS_KINDS } from './statistics-api.ts';

const MAX_DAYS = RANGE_SPANS.months + 1;

/**
 * /stats/export — every statistics kind as the file the server writes (CSV for German Excel or an
 * XLSX workbook), for one period and date basis: for the accountant, the owner's own sheets, an
 * agency's yearly review. Each kind says what it counts before it is downloaded.
 */
export function ExportStatisticsPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { showError } = useSnackbar();
  const canMail = useCan(['bookings.read']);
  const params = useReportParams({ span: 'year', maxDays: MAX_DAYS });
  const [saving, setSaving] = useState<string | null>(null);
  const query = { from: params.period.from, to: params.period.to, basis: params.basis };
  const save = (
    name: string,
    download: (typeof STATISTICS_KINDS)[number]['download'],
    format: ReportExport,
  ) => {
    setSaving(`${name}/${format}`);
    download(query, format)
      .catch(showError)
      .finally(() => setSaving(null));
  };
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeading title={t('routes.statsExport')} subtitle={t('statistics.export.intro')} />
      <ReportParamsBar
        period={params.period}
        onPeriod={params.setPeriod}
        problem={params.problem}
        today={params.today}
        basis={params.basis}
        onBasis={params.setBasis}
      />
      {params.problem && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(`reports.period.${params.problem}`, { days: MAX_DAYS - 1 })}
        </Alert>
      )}
      <Stack spacing={1.5}>
        {STATISTICS_KINDS.map(({ definition, download }) => {
          const title = definition.title[language];
          return (
            <Paper
              key={definition.name}
              variant="outlined"
              component="section"
              aria-label={title}
              sx={{ p: 2 }}
              data-testid={`export-${definition.name}`}
            >
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                  {title}
                </Typography>
                {(['csv', 'xlsx'] as const).map((format) => (
                  <PendingButton
                    key={format}
                    size="small"
                    variant="outlined"
                    startIcon={<FileDownloadIcon />}
                    pending={saving === `${definition.name}/${format}`}
                    disabled={params.problem !== null}
                    onClick={() => save(definition.name, download, format)}
                    aria-label={t(`reports.download.${format}`, { title })}
                  >
                    {format.toUpperCase()}
                  </PendingButton>
                ))}
                <MailReportButton definition={definition} period={params.period} basis={params.basis} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {definition.definition[language]}
              </Typography>
            </Paper>
          );
        })}
      </Stack>
      {canMail && <ReportMailList reports={STATISTICS_KINDS.map((kind) => kind.definition)} />}
    </Box>
  );
}
