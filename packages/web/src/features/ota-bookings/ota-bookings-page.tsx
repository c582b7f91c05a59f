import { hasAnyScope, OTA_UPDATE_STATES, type OtaUpdate } from '@seaberth/domain';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  alpha,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { useMarkOtaRead, useOtaUpdates, useUnreadOtaUpdates } from './ota-bookings-api.ts';
import { BookingLink, OtaStateChip, useOtaUpdateText } from './ota-update-rows.tsx';
import { PlaceOtaDialog, RejectOtaDialog } from './place-ota-dialog.tsx';
import { ServerPager } from '../../ui/server-pager.tsx';

type State = (typeof OTA_UPDATE_STATES)[number];

/**
 * /booking/ota (bookings.read, feature ota): the bookings received from the channel manager and
 * their updates, unread first with conflicts on top. A conflict (no room was free) is placed into
 * a room or rejected by who may change bookings; anyone who reads may mark an update read.
 */
export function OtaBookingsPage() {
  const { t } = useTranslation();
  const { principal } = useSession();
  const canUpdate = hasAnyScope(principal, ['bookings.update']);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);
  const [state, setState] = useState<State | ''>('');
  const [unread, setUnread] = useState(false);
  const [search, setSearch] = useState('');
  const list = useOtaUpdates({ page, size, ...(state ? { state } : {}), unread, search: search.trim() });
  const counts = useUnreadOtaUpdates();
  const markRead = useMarkOtaRead();
  const text = useOtaUpdateText();
  const [placing, setPlacing] = useState<OtaUpdate | null>(null);
  const [rejecting, setRejecting] = useState<OtaUpdate | null>(null);
  const conflicts = counts.data?.conflicts ?? 0;
  // A changed filter starts again at the first page.
  const refilter = (change: () => void) => {
    change();
    setPage(0);
  };

  return (
    <Box>
      <PageHeading title={t('otaBookings.title')} subtitle={t('otaBookings.intro')} />
      {conflicts > 0 && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => refilter(() => setState('conflict'))}>
              {t('otaBookings.showConflicts')}
            </Button>
          }
        >
          {t('otaBookings.conflictsWaiting', { count: conflicts })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label={t('otaBookings.search')}
          value={search}
          onChange={(event) => refilter(() => setSearch(event.target.value))}
          sx={{ width: { xs: '100%', sm: 360 } }}
        />
        <TextField
          select
          size="small"
          label={t('otaBookings.filterState')}
          value={state}
          onChange={(event) => refilter(() => setState(event.target.value as State | ''))}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          <MenuItem value="">{t('otaBookings.allStates')}</MenuItem>
          {OTA_UPDATE_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`otaBookings.state.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          control={<Switch checked={unread} onChange={(_, on) => refilter(() => setUnread(on))} />}
          label={t('otaBookings.unreadOnly', { count: counts.data?.count ?? 0 })}
        />
      </Stack>
      {list.isError && <LoadErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={t('otaBookings.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('otaBookings.col.received')}</TableCell>
                <TableCell>{t('otaBookings.col.reference')}</TableCell>
                <TableCell>{t('otaBookings.col.guest')}</TableCell>
                <TableCell>{t('otaBookings.col.dates')}</TableCell>
                <TableCell>{t('otaBookings.col.roomType')}</TableCell>
                <TableCell align="right">{t('otaBookings.col.amount')}</TableCell>
                <TableCell>{t('otaBookings.col.state')}</TableCell>
                <TableCell>{t('otaBookings.col.booking')}</TableCell>
                <TableCell>{t('otaBookings.col.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data?.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={9}>
                    <Typography variant="body2" color="text.secondary">
                      {t('otaBookings.none')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {list.data?.data.map((u) => (
                <TableRow
                  key={u.id}
                  data-testid={`ota-update-${u.reference}`}
                  sx={{
                    ...(u.state === 'conflict'
                      ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) }
                      : {}),
                    '& td': { fontWeight: u.read ? undefined : 600 },
                  }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.received(u)}</TableCell>
                  <TableCell>
                    {u.otaName} {u.reference}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {text.kind(u)}
                    </Typography>
                  </TableCell>
                  <TableCell>{u.guestName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.dates(u)}</TableCell>
                  <TableCell>{text.roomTypes(u)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {text.amount(u)}
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    <OtaStateChip update={u} />
                    {u.message && (
                      <Typography
                        variant="caption"
                        component="div"
                        color="text.secondary"
                        sx={{ maxWidth: 220 }}
                      >
                        {u.message}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <BookingLink update={u} />
                  </TableCell>
                  <TableCell>
                    {/* One above the other: the table fits a laptop's width without scrolling. */}
                    <Stack
                      spacing={0.5}
                      sx={{ alignItems: 'flex-start', '& button': { whiteSpace: 'nowrap' } }}
                    >
                      {canUpdate && u.state === 'conflict' && (
                        <>
                          <Button size="small" variant="contained" onClick={() => setPlacing(u)}>
                            {t('otaBookings.place.action')}
                          </Button>
                          <Button size="small" color="error" onClick={() => setRejecting(u)}>
                            {t('otaBookings.reject.action')}
                          </Button>
                        </>
                      )}
                      {!u.read && (
                        <Button
                          size="small"
                          disabled={markRead.isPending}
                          onClick={() => markRead.mutate(u.id)}
                        >
                          {t('otaBookings.markRead')}
                        </Button>
                      )}
                    </Stack>
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
          onSize={(next) => refilter(() => setSize(next))}
          label={t('otaBookings.perPage')}
        />
      </Paper>
      {placing && <PlaceOtaDialog update={placing} onClose={() => setPlacing(null)} />}
      {rejecting && <RejectOtaDialog update={rejecting} onClose={() => setRejecting(null)} />}
    </Box>
  );
}
