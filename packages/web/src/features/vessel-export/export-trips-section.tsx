import type { EXPORT_TRIP_SORTS, ExportTrip } from '@seaberth/domain';
import {
  Chip,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { formatMoney } from '../../ui/money.ts';
import { ListSection, useServerList } from './list-section.tsx';
import { SortHeader } from './sort-header.tsx';
import { useExportTrips, useSetTripOnChannel } from './vessel-export-api.ts';

type Sort = (typeof EXPORT_TRIP_SORTS)[number];
/** The trip's own switch as the picker holds it: '' follows the vessel. */
type Choice = '' | 'on' | 'off';
const choiceOf = (trip: ExportTrip): Choice =>
  trip.tripOnChannel === null ? '' : trip.tripOnChannel ? 'on' : 'off';

function TripSwitch({ trip }: { trip: ExportTrip }) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const set = useSetTripOnChannel();
  return (
    <TextField
      select
      size="small"
      value={choiceOf(trip)}
      disabled={set.isPending}
      onChange={(event) => {
        const value = event.target.value as Choice;
        set.mutate({ id: trip.id, onChannel: value === '' ? null : value === 'on' }, { onError: showError });
      }}
      slotProps={{
        select: {
          displayEmpty: true,
          inputProps: {
            'aria-label': t('vesselExport.sellTrip', {
              tour: trip.tourName,
              date: formatDate(trip.from, false),
            }),
          },
        },
      }}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value="">
        {t(trip.vesselOnChannel ? 'vesselExport.asVesselOn' : 'vesselExport.asVessel')}
      </MenuItem>
      <MenuItem value="on">{t('vesselExport.tripOn')}</MenuItem>
      <MenuItem value="off">{t('vesselExport.tripOff')}</MenuItem>
    </TextField>
  );
}

/**
 * The upcoming trips on /export: what each has left per cabin type and from what price, whether it
 * is sold on the channel (the vessel's switch, or the trip's own), and the switch.
 */
export function ExportTripsSection({
  vessel,
  onClearVessel,
}: {
  vessel: { id: string; name: string } | null;
  onClearVessel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const state = useServerList<Sort>('from');
  const { sort, order } = state.query;
  const onSort = state.onSort;
  const [shownVessel, setShownVessel] = useState(vessel?.id ?? '');
  // Another vessel chosen above starts the list again at its first page.
  if ((vessel?.id ?? '') !== shownVessel) {
    setShownVessel(vessel?.id ?? '');
    state.setPage(0);
  }
  const list = useExportTrips({ ...state.query, vessel: vessel?.id ?? '' });
  const money = (value: ExportTrip['priceFrom']) => (value ? formatMoney(value, i18n.language) : '–');
  return (
    <ListSection
      id="export-trips-title"
      title={t('vesselExport.trips')}
      searchLabel={t('vesselExport.searchTrips')}
      list={list}
      state={state}
      filters={vessel && <Chip label={vessel.name} onDelete={onClearVessel} />}
    >
      <Table size="small" aria-labelledby="export-trips-title">
        <TableHead>
          <TableRow>
            <SortHeader field="from" sort={sort} order={order} onSort={onSort}>
              {t('vesselExport.col.dates')}
            </SortHeader>
            <SortHeader field="tourName" sort={sort} order={order} onSort={onSort}>
              {t('vesselExport.col.tour')}
            </SortHeader>
            <SortHeader field="vesselName" sort={sort} order={order} onSort={onSort}>
              {t('vesselExport.col.vessel')}
            </SortHeader>
            <TableCell>{t('vesselExport.col.free')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {t('vesselExport.col.priceFrom')}
            </TableCell>
            <SortHeader field="onChannel" sort={sort} order={order} onSort={onSort}>
              {t('vesselExport.col.onChannel')}
            </SortHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.data?.data.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{t('vesselExport.noTrips')}</TableCell>
            </TableRow>
          )}
          {list.data?.data.map((trip) => (
            <TableRow key={trip.id} data-testid={`export-trip-${trip.id}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(trip.from, false)} – {formatDate(trip.to, false)}
                <Typography variant="caption" component="div" color="text.secondary">
                  {t('vesselExport.nights', { count: trip.nights })}
                </Typography>
              </TableCell>
              <TableCell>{trip.tourName}</TableCell>
              <TableCell>{trip.vesselName}</TableCell>
              <TableCell sx={{ minWidth: 340 }}>
                {trip.cabinTypes.map((type) => (
                  <Typography key={type.roomType} variant="body2" component="div">
                    {t('vesselExport.cabinTypeFree', {
                      name: type.name,
                      free: type.freeCabins,
                      count: type.cabins,
                      berths: type.freeBerths,
                      price: money(type.priceFrom),
                    })}
                    {!type.onChannel && (
                      <Typography component="span" variant="caption" color="text.secondary">
                        {' '}
                        {t('vesselExport.notMapped')}
                      </Typography>
                    )}
                  </Typography>
                ))}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(trip.priceFrom)}
              </TableCell>
              <TableCell>
                <TripSwitch trip={trip} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ListSection>
  );
}
