import type { EXPORT_TRIP_SORTS, ExportTrip } from '@seaberth/domain';
import {
  Chip,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { formatMoney } from '../../ui/money.ts';
import { ServerPager } from '../../ui/server-pager.tsx';
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
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('from');
  const [order, setOrder] = useState<1 | -1>(1);
  const [shownVessel, setShownVessel] = useState(vessel?.id ?? '');
  // Another vessel chosen above starts the list again at its first page.
  if ((vessel?.id ?? '') !== shownVessel) {
    setShownVessel(vessel?.id ?? '');
    setPage(0);
  }
  const list = useExportTrips({ page, size, search: search.trim(), sort, order, vessel: vessel?.id ?? '' });
  const onSort = (field: Sort, next: 1 | -1) => {
    setSort(field);
    setOrder(next);
    setPage(0);
  };
  const money = (value: ExportTrip['priceFrom']) => (value ? formatMoney(value, i18n.language) : '–');
  return (
    <section aria-labelledby="export-trips-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Typography id="export-trips-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('vesselExport.trips')}
        </Typography>
        {vessel && <Chip label={vessel.name} onDelete={onClearVessel} />}
        <TextField
          size="small"
          label={t('vesselExport.searchTrips')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
      </Stack>
      {list.isError && <LoadErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      <Paper variant="outlined">
        <TableContainer>
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
        </TableContainer>
        <ServerPager
          total={list.data?.total}
          page={page}
          size={size}
          onPage={setPage}
          onSize={setSize}
          label={t('vesselExport.perPage')}
        />
      </Paper>
    </section>
  );
}
