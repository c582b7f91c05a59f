import { tourResource, vesselResource } from '@seaberth/domain';
import { FormControlLabel, MenuItem, Paper, Stack, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { recordTitle } from '../../resources/format-value.ts';
import { ALL_ROWS, type ResourceRow, useResourceList } from '../../resources/use-resource.ts';

/** The choices of the tour booking screen; an empty vessel or tour means all of them. */
export interface TourBookingFilter {
  vessel: string;
  tour: string;
  /** Only trips with a free place (`available`). */
  available: boolean;
  /** Only departures from today on (`new`). */
  upcoming: boolean;
}

export const DEFAULT_TOUR_BOOKING_FILTER: TourBookingFilter = {
  vessel: '',
  tour: '',
  available: true,
  upcoming: true,
};

function options(rows: ResourceRow[] | undefined, titleField: string) {
  return (rows ?? [])
    .map((row) => ({ id: row.id, name: recordTitle(row, titleField) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Vessel, tour and the two switches above the list of bookable trips. */
export function TourBookingFilters({
  value,
  onChange,
}: {
  value: TourBookingFilter;
  onChange: (next: TourBookingFilter) => void;
}) {
  const { t } = useTranslation();
  // Someone who may book but not read vessels or tours still gets the list, just without the choice.
  const vessels = useResourceList(vesselResource, ALL_ROWS);
  const tours = useResourceList(tourResource, ALL_ROWS);
  const vesselOptions = options(vessels.data?.data, vesselResource.titleField);
  const tourOptions = options(tours.data?.data, tourResource.titleField);
  const set = (patch: Partial<TourBookingFilter>) => onChange({ ...value, ...patch });
  // An id not (yet) among the options shows as all, so the select never holds an unknown value.
  const shown = (id: string, list: { id: string }[]) => (list.some((o) => o.id === id) ? id : '');

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('bookings.tour.filters')}
      sx={{ p: 2, mb: 2 }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label={t('bookings.tour.vessel')}
          value={shown(value.vessel, vesselOptions)}
          onChange={(event) => set({ vessel: event.target.value })}
          disabled={!vessels.isSuccess}
          sx={{ width: { xs: '100%', md: 220 } }}
          slotProps={{ htmlInput: { 'data-testid': 'tour-booking-vessel' } }}
        >
          <MenuItem value="">{t('bookings.tour.allVessels')}</MenuItem>
          {vesselOptions.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('bookings.tour.tour')}
          value={shown(value.tour, tourOptions)}
          onChange={(event) => set({ tour: event.target.value })}
          disabled={!tours.isSuccess}
          sx={{ width: { xs: '100%', md: 260 } }}
          slotProps={{ htmlInput: { 'data-testid': 'tour-booking-tour' } }}
        >
          <MenuItem value="">{t('bookings.tour.allTours')}</MenuItem>
          {tourOptions.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={value.available}
              onChange={(event) => set({ available: event.target.checked })}
            />
          }
          label={t('bookings.tour.available')}
          sx={{ whiteSpace: 'nowrap' }}
        />
        <FormControlLabel
          control={
            <Switch checked={value.upcoming} onChange={(event) => set({ upcoming: event.target.checked })} />
          }
          label={t('bookings.tour.upcoming')}
          sx={{ whiteSpace: 'nowrap' }}
        />
      </Stack>
    </Paper>
  );
}
