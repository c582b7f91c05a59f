import { BOOKING_REPORTS, type BookingReport } from '@seaberth/domain';
import { FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useOpenDocument } from '../../app/use-open-document.ts';
import { type BookingReportChoice, defaultPeriod, reportPath, reportQuery } from './booking-report-query.ts';
import { FormatChoice, PlaceSelect, StatesSelect } from './report-fields.tsx';
import { DateField } from '../../app/date-field.tsx';
import { operatorToday } from '../../app/clock.ts';

export interface BookingReportDialogProps {
  /** The bookings ticked in the list; with some, the dialog offers to print just those. */
  chosen?: readonly string[];
  onClose: () => void;
}

/**
 * Prints a report across bookings (`GET /api/bookings/report/{kind}` for a period, place and
 * states, or `POST` for the bookings chosen in the list) and opens it in a new tab.
 */
export function BookingReportDialog({ chosen = [], onClose }: BookingReportDialogProps) {
  const { t } = useTranslation();
  const printing = useOpenDocument();
  const [today] = useState(operatorToday);
  const [choice, setChoice] = useState<BookingReportChoice>(() => ({
    report: 'list',
    ...defaultPeriod('list', today),
    place: '',
    states: [],
    format: 'pdf',
  }));
  const [periodEdited, setPeriodEdited] = useState(false);
  const [scope, setScope] = useState<'period' | 'chosen'>(chosen.length ? 'chosen' : 'period');
  const byPeriod = scope === 'period';
  const update = (next: Partial<BookingReportChoice>) => setChoice((current) => ({ ...current, ...next }));
  const changeReport = (report: BookingReport) =>
    update(periodEdited ? { report } : { report, ...defaultPeriod(report, today) });
  const changeDate = (next: Partial<BookingReportChoice>) => {
    setPeriodEdited(true);
    update(next);
  };
  const invalid = byPeriod && (!choice.from || !choice.to || choice.to < choice.from);

  const submit = async () => {
    const path = reportPath(choice.report);
    const opened = byPeriod
      ? await printing.open('report', path, reportQuery(choice))
      : await printing.open('report', path, undefined, {
          body: { bookings: [...chosen], format: choice.format },
        });
    if (opened) onClose();
  };

  return (
    <ActionDialog
      title={t('prints.report.title')}
      submitLabel={t('prints.open')}
      onSubmit={submit}
      onClose={onClose}
      pending={printing.pending !== null}
      submitDisabled={invalid}
      error={printing.error ? { title: t('prints.failed'), text: describeError(printing.error, t) } : null}
      testId="booking-report-dialog"
    >
      <TextField
        select
        label={t('prints.report.kind')}
        value={choice.report}
        helperText={t(`prints.report.hints.${choice.report}`)}
        onChange={(event) => changeReport(event.target.value as BookingReport)}
      >
        {BOOKING_REPORTS.map((report) => (
          <MenuItem key={report} value={report}>
            {t(`prints.reports.${report}`)}
          </MenuItem>
        ))}
      </TextField>
      {chosen.length > 0 && (
        <RadioGroup
          aria-label={t('prints.report.what')}
          value={scope}
          onChange={(_event, next) => setScope(next as typeof scope)}
        >
          <FormControlLabel
            value="chosen"
            control={<Radio />}
            label={t('prints.report.chosen', { count: chosen.length })}
          />
          <FormControlLabel value="period" control={<Radio />} label={t('prints.report.period')} />
        </RadioGroup>
      )}
      {byPeriod && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField
              label={t('prints.report.from')}
              value={choice.from}
              onChange={(iso) => changeDate({ from: iso })}
            />
            <DateField
              label={t('prints.report.to')}
              value={choice.to}
              error={Boolean(choice.to && choice.from && choice.to < choice.from)}
              helperText={choice.to && choice.to < choice.from ? t('prints.report.toBeforeFrom') : undefined}
              onChange={(iso) => changeDate({ to: iso })}
            />
          </Stack>
          <PlaceSelect value={choice.place} onChange={(place) => update({ place })} />
          <StatesSelect value={choice.states} onChange={(states) => update({ states })} />
        </>
      )}
      <FormatChoice value={choice.format} onChange={(format) => update({ format })} />
    </ActionDialog>
  );
}
