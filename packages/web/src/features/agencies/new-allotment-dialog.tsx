import { resortResource } from '@seaberth/domain';
import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { recordTitle } from '../../resources/format-value.ts';
import { ALL_ROWS, useResourceList } from '../../resources/use-resource.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { type AssetOption, StayFields } from '../../ui/stay-fields.tsx';
import { useCreateAllotments, useVesselTrips } from './allotment-api.ts';
import {
  type AllotmentForm,
  type AllotmentProblem,
  defaultReleaseDate,
  EMPTY_ALLOTMENT_FORM,
  MAX_ALLOTMENT_ROOMS,
  problemsOf,
  startOf,
  toAllotmentBody,
} from './allotment-form.ts';
import { AllotmentRoomTypeField } from './allotment-room-type-field.tsx';
import { AllotmentTripFields } from './allotment-trip-fields.tsx';
import { DateField } from '../../app/date-field.tsx';
import { operatorToday } from '../../app/clock.ts';

/**
 * Rooms held for the agency: on one or more trips of a vessel (one allotment per trip) or at a
 * resort over a period. How many, optionally of one room type, until the release date.
 */
export function NewAllotmentDialog({ agency, onClose }: { agency: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const [form, setForm] = useState<AllotmentForm>(EMPTY_ALLOTMENT_FORM);
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<AllotmentForm>) => setForm((current) => ({ ...current, ...patch }));
  const trips = useVesselTrips(form.kind === 'trips' ? form.vessel : '');
  const resortRows = useResourceList(resortResource, ALL_ROWS, form.kind === 'resort');
  const resorts = useMemo<AssetOption[]>(
    () =>
      (resortRows.data?.data ?? [])
        .map((row) => ({
          id: row.id,
          name: recordTitle(row, resortResource.titleField),
          type: 'resort' as const,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [resortRows.data],
  );
  const create = useCreateAllotments(agency);

  const tripStarts = useMemo(
    () => new Map((trips.data?.data ?? []).map((trip) => [trip.id, trip.from])),
    [trips.data],
  );
  const releaseDate = form.releaseDate ?? defaultReleaseDate(startOf(form, tripStarts), operatorToday());
  const problems = problemsOf(form, releaseDate);
  const shows = (key: AllotmentProblem) => tried && problems.has(key);
  const problem = (key: AllotmentProblem, text: string) => (shows(key) ? text : undefined);
  const asset = form.kind === 'trips' ? form.vessel : form.resort;

  const submit = () => {
    setTried(true);
    if (problems.size > 0) return;
    create.mutate(toAllotmentBody(form, releaseDate), {
      onSuccess: (created) => {
        showSuccess(t('agencies.allotments.created', { count: created.length }));
        onClose();
      },
    });
  };

  return (
    <ActionDialog
      title={t('agencies.allotments.newTitle')}
      submitLabel={t('agencies.allotments.newSubmit')}
      onSubmit={submit}
      onClose={onClose}
      pending={create.isPending}
      error={create.isError ? { text: bookingErrorText(create.error, t) } : null}
      maxWidth="md"
      testId="new-allotment-dialog"
    >
      <ToggleButtonGroup
        exclusive
        color="primary"
        size="small"
        value={form.kind}
        onChange={(_event, kind: AllotmentForm['kind'] | null) =>
          kind && set({ kind, roomType: '', releaseDate: null })
        }
        aria-label={t('agencies.allotments.kind')}
      >
        <ToggleButton value="trips">{t('agencies.allotments.kinds.trips')}</ToggleButton>
        <ToggleButton value="resort">{t('agencies.allotments.kinds.resort')}</ToggleButton>
      </ToggleButtonGroup>
      {form.kind === 'trips' ? (
        <AllotmentTripFields
          vessel={form.vessel}
          schedules={form.schedules}
          onVessel={(vessel) => set({ vessel, schedules: [], roomType: '' })}
          onSchedules={(schedules) => set({ schedules })}
          trips={{
            data: trips.data?.data,
            isPending: trips.isPending,
            isError: trips.isError,
            error: trips.error,
            refetch: () => void trips.refetch(),
          }}
          errors={{
            vessel: problem('vessel', t('agencies.allotments.pickVessel')),
            schedules: problem('schedules', t('agencies.allotments.pickTrips')),
          }}
        />
      ) : (
        <StayFields
          resorts={resorts}
          resort={form.resort}
          from={form.from}
          to={form.to}
          onResort={(resort) => set({ resort, roomType: '' })}
          onStay={(from, to) => set({ from, to })}
          errors={{
            resort: problem('resort', t('agencies.allotments.pickResort')),
            from: problem('from', t('agencies.allotments.pickFrom')),
            to: problem('to', t('agencies.allotments.pickTo')),
          }}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="number"
          label={t('agencies.allotments.count')}
          value={form.count}
          onChange={(event) => set({ count: event.target.value })}
          required
          fullWidth
          error={shows('count')}
          helperText={problem('count', t('agencies.allotments.countInvalid', { max: MAX_ALLOTMENT_ROOMS }))}
          slotProps={{ htmlInput: { min: 1, max: MAX_ALLOTMENT_ROOMS, inputMode: 'numeric' } }}
        />
        <AllotmentRoomTypeField
          kind={form.kind === 'trips' ? 'vessel' : 'resort'}
          asset={asset}
          value={form.roomType}
          onChange={(roomType) => set({ roomType })}
        />
      </Stack>
      <DateField
        label={t('agencies.allotments.releaseDate')}
        value={releaseDate}
        onChange={(iso) => set({ releaseDate: iso })}
        required
        error={shows('releaseDate')}
        helperText={
          problem('releaseDate', t('agencies.allotments.pickRelease')) ?? t('agencies.allotments.releaseHint')
        }
      />
      <TextField
        label={t('agencies.allotments.note')}
        value={form.note}
        onChange={(event) => set({ note: event.target.value })}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </ActionDialog>
  );
}
