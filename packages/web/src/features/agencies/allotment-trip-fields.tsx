import { vesselResource } from '@seaberth/domain';
import {
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { formatDate, recordTitle } from '../../resources/format-value.ts';
import { ALL_ROWS, useResourceList } from '../../resources/use-resource.ts';
import type { VesselTrip } from './allotment-api.ts';

export interface AllotmentTripFieldsProps {
  vessel: string;
  schedules: string[];
  onVessel: (vessel: string) => void;
  onSchedules: (schedules: string[]) => void;
  /** The vessel's upcoming trips (loaded by the dialog, which also needs their dates). */
  trips: { data?: VesselTrip[]; isPending: boolean; isError: boolean; error: unknown; refetch: () => void };
  errors: { vessel?: string; schedules?: string };
}

/** A vessel, then one or more of its upcoming trips with their dates and free beds. */
export function AllotmentTripFields({
  vessel,
  schedules,
  onVessel,
  onSchedules,
  trips,
  errors,
}: AllotmentTripFieldsProps) {
  const { t } = useTranslation();
  const vessels = useResourceList(vesselResource, ALL_ROWS);
  const options = (vessels.data?.data ?? [])
    .map((row) => ({ id: row.id, name: recordTitle(row, vesselResource.titleField) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const toggle = (id: string, on: boolean) =>
    onSchedules(on ? [...schedules, id] : schedules.filter((chosen) => chosen !== id));

  return (
    <>
      <TextField
        select
        label={t('agencies.allotments.vessel')}
        value={options.some((option) => option.id === vessel) ? vessel : ''}
        onChange={(event) => onVessel(event.target.value)}
        required
        error={Boolean(errors.vessel)}
        helperText={errors.vessel}
      >
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      {vessel && (
        <FormControl component="fieldset" error={Boolean(errors.schedules)}>
          <FormLabel component="legend">{t('agencies.allotments.trips')}</FormLabel>
          {trips.isPending ? (
            <CircularProgress size={20} aria-label={t('resources.common.loading')} sx={{ my: 1 }} />
          ) : trips.isError ? (
            <LoadErrorAlert error={trips.error} onRetry={trips.refetch} />
          ) : !trips.data?.length ? (
            <Typography variant="body2" sx={{ py: 1 }}>
              {t('agencies.allotments.noTrips')}
            </Typography>
          ) : (
            <FormGroup sx={{ maxHeight: 280, overflowY: 'auto', flexWrap: 'nowrap' }}>
              {trips.data.map((trip) => (
                <FormControlLabel
                  key={trip.id}
                  control={
                    <Checkbox
                      checked={schedules.includes(trip.id)}
                      onChange={(event) => toggle(trip.id, event.target.checked)}
                    />
                  }
                  label={t('agencies.allotments.tripLine', {
                    tour: trip.tourName,
                    from: formatDate(trip.from, false),
                    to: formatDate(trip.to, false),
                    count: trip.freeBeds,
                  })}
                />
              ))}
            </FormGroup>
          )}
          {errors.schedules && <FormHelperText>{errors.schedules}</FormHelperText>}
        </FormControl>
      )}
    </>
  );
}
