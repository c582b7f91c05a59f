import {
  type AnyReport,
  LANGUAGES,
  type Language,
  REPORT_FREQUENCIES,
  REPORT_SPANS,
  type ReportBasis,
  type ReportFilters,
  type ReportFrequency,
  type ReportSpan,
  spanOfPeriod,
} from '@seaberth/domain';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Alert, Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { operatorToday } from '../../app/clock.ts';
import { describeError } from '../../app/describe-error.ts';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { useFilterSummary } from './statistics-filters.tsx';
import { ALL_ROWS, resourceKeys, toListQuery } from '../../resources/use-resource.ts';
import type { Period } from '../../ui/period.ts';

/** Where the user's report mails are cached: the list under /stats/export reads the same. */
export const reportMailKeys = resourceKeys('reportsubscription');

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const DAYS = Array.from({ length: 28 }, (_, i) => i + 1);

interface Recipient {
  id: string;
  label: string;
}

/** The users a mail may go to: all users for who may list them, else only oneself. */
function useRecipients(): Recipient[] {
  const { user, principal } = useSession();
  const self: Recipient[] = principal.id
    ? [{ id: principal.id, label: user?.name ?? user?.email ?? '' }]
    : [];
  const users = useQuery({
    queryKey: [...resourceKeys('users').all, 'recipients'],
    queryFn: () => api.records('users').list(toListQuery(ALL_ROWS)),
    meta: { silent: true },
    staleTime: 60_000,
  });
  const listed = (users.data?.data ?? [])
    .filter((row) => row.userType !== 'inactive' && row.email)
    .map((row) => ({ id: row.id, label: `${row.name} (${row.email})` }));
  return listed.length ? listed : self;
}

export interface ReportMailDialogProps {
  definition: AnyReport;
  /** The view on screen: its period becomes a span relative to each sending day where it is one. */
  period: Period;
  basis?: ReportBasis;
  /** The resort or vessel and the bookings the view on screen is narrowed to: mailed the same. */
  filters?: ReportFilters;
  onClose: () => void;
}

/**
 * "Mail this report": the view on screen sent weekly or monthly to chosen users, each receiving it
 * as they may see it. The period is kept as a span (last month, this year…), since a fixed period
 * mailed every week would say the same each time.
 */
export function ReportMailDialog({ definition, period, basis, filters, onClose }: ReportMailDialogProps) {
  const { t } = useTranslation();
  const { principal } = useSession();
  const { showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const recipients = useRecipients();
  const [frequency, setFrequency] = useState<ReportFrequency>('weekly');
  const [weekday, setWeekday] = useState(1);
  const [dayOfMonth, setDayOfMonth] = useState(1);
  const [span, setSpan] = useState<ReportSpan>(spanOfPeriod(period, operatorToday()) ?? 'lastMonth');
  const [chosen, setChosen] = useState<string[]>(principal.id ? [principal.id] : []);
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const title = definition.title[currentLanguage()];
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.records('reportsubscription').create({
        kind: definition.name,
        span,
        ...(basis ? { basis } : {}),
        ...(filters ? { filters } : {}),
        frequency,
        weekday,
        dayOfMonth,
        recipients: chosen,
        language,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reportMailKeys.all });
      showSuccess(t('reports.mail.saved', { title }));
      onClose();
    },
  });
  const labelOf = (id: string) => recipients.find((r) => r.id === id)?.label ?? id;
  const narrowed = useFilterSummary(filters);
  return (
    <ActionDialog
      title={t('reports.mail.title', { title })}
      submitLabel={t('reports.mail.submit')}
      onSubmit={() => save.mutate()}
      onClose={onClose}
      pending={save.isPending}
      submitDisabled={chosen.length === 0}
      error={save.isError ? { text: describeError(save.error, t) } : null}
      testId="report-mail-dialog"
    >
      {narrowed.length > 0 && (
        <Alert severity="info" icon={<FilterListIcon fontSize="inherit" />}>
          {t('reports.mail.narrowed', { filters: narrowed.join(' · ') })}
        </Alert>
      )}
      <TextField
        select
        label={t('reports.mail.span')}
        value={span}
        onChange={(event) => setSpan(event.target.value as ReportSpan)}
        helperText={t('reports.mail.spanHelp')}
      >
        {REPORT_SPANS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`reports.mail.spans.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('reports.mail.frequency')}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as ReportFrequency)}
        >
          {REPORT_FREQUENCIES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`reports.mail.frequencies.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        {frequency === 'weekly' ? (
          <TextField
            select
            fullWidth
            label={t('reports.mail.weekday')}
            value={weekday}
            onChange={(event) => setWeekday(Number(event.target.value))}
          >
            {WEEKDAYS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`reports.mail.weekdays.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            select
            fullWidth
            label={t('reports.mail.dayOfMonth')}
            value={dayOfMonth}
            onChange={(event) => setDayOfMonth(Number(event.target.value))}
          >
            {DAYS.map((value) => (
              <MenuItem key={value} value={value}>
                {value}.
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Autocomplete
        multiple
        options={recipients.map((r) => r.id)}
        value={chosen}
        onChange={(_, next) => setChosen(next)}
        getOptionLabel={labelOf}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('reports.mail.recipients')}
            helperText={t('reports.mail.recipientsHelp')}
          />
        )}
      />
      <TextField
        select
        label={t('reports.mail.language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`reports.mail.languages.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}
