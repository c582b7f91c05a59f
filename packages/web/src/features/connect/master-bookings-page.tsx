import {
  Alert,
  Card,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
} from '@mui/material';
import { type BookingState, formatDate } from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { BookingStateChip } from '../../ui/booking-state-chip.tsx';
import { formatMoney } from '../../ui/money.ts';
import { type MasterListQuery, useConnectedInstallations, useMasterBookings } from './connect-api.ts';

const SORTABLE: Array<{ field: MasterListQuery['sort']; label: string }> = [
  { field: 'bookingNo', label: 'connect.master.bookingNo' },
  { field: 'leadName', label: 'connect.master.lead' },
  { field: 'from', label: 'connect.master.dates' },
  { field: 'state', label: 'connect.master.state' },
];

/**
 * /master/booking (bookings.read, feature assetMaster): the group's central installation lists the
 * bookings of a connected installation's assets, searched, sorted and paged over there.
 */
export function MasterBookingsPage() {
  const { t, i18n } = useTranslation();
  const systems = useConnectedInstallations();
  const [params, setParams] = useSearchParams();
  const system = params.get('system') ?? systems[0]?.key ?? '';
  const [query, setQuery] = useState<MasterListQuery>({
    page: 0,
    size: 25,
    search: '',
    sort: 'from',
    order: -1,
  });
  const list = useMasterBookings(system, query);
  const sortBy = (field: MasterListQuery['sort']) =>
    setQuery((q) => ({ ...q, page: 0, sort: field, order: q.sort === field && q.order === -1 ? 1 : -1 }));

  if (systems.length === 0)
    return (
      <>
        <PageHeading title={t('routes.masterBooking')} />
        <Alert severity="info">{t('connect.master.noSystems')}</Alert>
      </>
    );

  return (
    <>
      <PageHeading title={t('routes.masterBooking')} subtitle={t('connect.master.intro')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('connect.master.system')}
          value={system}
          onChange={(event) => {
            setParams({ system: event.target.value }, { replace: true });
            setQuery((q) => ({ ...q, page: 0 }));
          }}
          sx={{ minWidth: 220 }}
        >
          {systems.map((entry) => (
            <MenuItem key={entry.key} value={entry.key}>
              {entry.label ?? entry.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t('connect.master.search')}
          value={query.search}
          onChange={(event) => setQuery((q) => ({ ...q, page: 0, search: event.target.value }))}
          sx={{ minWidth: 260 }}
        />
      </Stack>
      {list.isError && <LoadErrorAlert error={list.error} onRetry={() => list.refetch()} sx={{ mb: 2 }} />}
      <Card>
        <TableContainer>
          <Table size="small" aria-label={t('routes.masterBooking')}>
            <TableHead>
              <TableRow>
                {SORTABLE.map((column) => (
                  <TableCell
                    key={column.field}
                    sortDirection={query.sort === column.field ? (query.order === 1 ? 'asc' : 'desc') : false}
                  >
                    <TableSortLabel
                      active={query.sort === column.field}
                      direction={query.order === 1 ? 'asc' : 'desc'}
                      onClick={() => sortBy(column.field)}
                    >
                      {t(column.label)}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell>{t('connect.master.asset')}</TableCell>
                <TableCell align="right">{t('connect.master.pax')}</TableCell>
                <TableCell align="right">{t('connect.master.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data?.data.map((booking) => (
                <TableRow key={booking.id} hover>
                  <TableCell>
                    <RouterLink to={`/master/booking/${encodeURIComponent(system)}/${booking.id}`}>
                      {booking.bookingNo}
                    </RouterLink>
                  </TableCell>
                  <TableCell>{booking.leadName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDate(booking.from)} – {formatDate(booking.to)}
                  </TableCell>
                  <TableCell>
                    <BookingStateChip state={booking.state as BookingState} />
                  </TableCell>
                  <TableCell>{booking.asset}</TableCell>
                  <TableCell align="right">{booking.noOfPax}</TableCell>
                  <TableCell align="right">
                    {formatMoney({ amount: booking.total, currency: booking.currency }, i18n.language)}
                  </TableCell>
                </TableRow>
              ))}
              {list.data && list.data.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>{t('connect.master.empty')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={query.page}
          rowsPerPage={query.size}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_event, page) => setQuery((q) => ({ ...q, page }))}
          onRowsPerPageChange={(event) =>
            setQuery((q) => ({ ...q, page: 0, size: Number(event.target.value) }))
          }
          labelRowsPerPage={t('connect.master.perPage')}
        />
      </Card>
    </>
  );
}
