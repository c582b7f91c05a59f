import { formatDate, type GuestFormRow, type GuestFormState } from '@seaberth/domain';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Box,
  Chip,
  Link,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ScrollRegion } from '../../app/scroll-region.tsx';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { SearchField } from '../../resources/search-field.tsx';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import { useGuestFormList } from './guest-form-api.ts';
import type { DetailTarget } from './guest-form-detail-dialog.tsx';

const STATE_TABS: GuestFormState[] = ['submitted', 'draft', 'applied'];

/** "Cabin 3 · bed 2" of a row. */
export function rowPlace(row: Pick<GuestFormRow, 'roomName' | 'bed'>, t: TFunction): string {
  return [row.roomName, t('guestForms.bed', { bed: row.bed })].filter(Boolean).join(' · ');
}

/**
 * The forms guests sent (or keep as drafts, or that were applied), newest sent first, paged on
 * the server; a row opens the form for review.
 */
export function ReceivedForms({
  onOpen,
  customer,
  filter,
}: {
  onOpen: (target: DetailTarget) => void;
  /** Only this guest's forms (their customer page): few enough to need no search. */
  customer?: string;
  /** Only the forms of the customers a CRM filter finds (its criteria as JSON). */
  filter?: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<GuestFormState>('submitted');
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 0, size: 25 });
  const text = useDebouncedValue(search.trim(), 300);
  const list = useGuestFormList({ ...paging, state, search: text || undefined, customer, filter });
  const rows = list.data?.data ?? [];
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const open = (row: GuestFormRow) =>
    onOpen({
      form: row.id,
      title: row.name || rowPlace(row, t),
      booking: { id: row.booking, bookingNo: row.bookingNo },
    });

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Tabs
          value={state}
          onChange={(_event, value: GuestFormState) => {
            setState(value);
            setPaging((current) => ({ ...current, page: 0 }));
          }}
          aria-label={t('guestForms.review.stateFilter')}
          sx={{ flexShrink: 0 }}
        >
          {STATE_TABS.map((tab) => (
            <Tab key={tab} value={tab} label={t(`guestForms.review.tabs.${tab}`)} />
          ))}
        </Tabs>
        {!customer && (
          <SearchField
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPaging((current) => ({ ...current, page: 0 }));
            }}
            placeholder={t('guestForms.review.search')}
            sx={{ flex: { md: '0 1 420px' } }}
          />
        )}
      </Stack>
      {list.isError && <LoadErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      <Paper variant="outlined">
        {phone ? (
          <PhoneRows rows={rows} state={state} onOpen={open} />
        ) : (
          <ScrollRegion label={t('guestForms.review.listLabel')}>
            <Table size="small" aria-label={t('guestForms.review.listLabel')} data-testid="guest-form-list">
              <TableHead>
                <TableRow>
                  <TableCell>{t('guestForms.review.guest')}</TableCell>
                  <TableCell>{t('guestForms.review.bookingColumn')}</TableCell>
                  <TableCell>{t('guestForms.review.place')}</TableCell>
                  <TableCell>{t('guestForms.review.arrival')}</TableCell>
                  <TableCell>
                    {state === 'applied'
                      ? t('guestForms.review.appliedColumn')
                      : t('guestForms.review.sentColumn')}
                  </TableCell>
                  <TableCell align="right">{t('guestForms.review.differencesColumn')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} hover data-testid={`guest-form-row-${row.id}`}>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Link
                          component="button"
                          type="button"
                          onClick={() => open(row)}
                          sx={{ textAlign: 'left', fontWeight: 500 }}
                        >
                          {row.name || rowPlace(row, t)}
                        </Link>
                        {row.medicalYes && (
                          <Chip
                            size="small"
                            color="warning"
                            icon={<WarningAmberIcon />}
                            label={t('guestForms.review.medicalChip')}
                          />
                        )}
                      </Stack>
                    </TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`/booking/${row.booking}`}>
                        {row.bookingNo}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2">{rowPlace(row, t)}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {row.place}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.from)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatInstant(state === 'applied' ? row.appliedAt : row.submittedAt)}
                    </TableCell>
                    <TableCell align="right">
                      {row.differences > 0 ? (
                        <Chip
                          size="small"
                          color="info"
                          label={row.differences}
                          aria-label={t('guestForms.review.differencesCount', { count: row.differences })}
                        />
                      ) : (
                        '–'
                      )}
                    </TableCell>
                  </TableRow>
                ))}
                {list.data && rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>
                      <Typography variant="body2" color="text.secondary">
                        {t(`guestForms.review.empty.${state}`)}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </ScrollRegion>
        )}
        {phone && list.data && rows.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {t(`guestForms.review.empty.${state}`)}
          </Typography>
        )}
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={paging.page}
          rowsPerPage={paging.size}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_event, page) => setPaging((current) => ({ ...current, page }))}
          onRowsPerPageChange={(event) => setPaging({ page: 0, size: Number(event.target.value) })}
          labelRowsPerPage={t('guestForms.review.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('guestForms.review.displayed', { from, to, count })}
        />
      </Paper>
    </Box>
  );
}

/** On a phone a row is a card: who, the booking and place, when, and what differs. */
function PhoneRows({
  rows,
  state,
  onOpen,
}: {
  rows: GuestFormRow[];
  state: GuestFormState;
  onOpen: (row: GuestFormRow) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box data-testid="guest-form-list">
      {rows.map((row) => (
        <Box
          key={row.id}
          data-testid={`guest-form-row-${row.id}`}
          sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Link
              component="button"
              type="button"
              onClick={() => onOpen(row)}
              sx={{ textAlign: 'left', fontWeight: 500 }}
            >
              {row.name || rowPlace(row, t)}
            </Link>
            {row.differences > 0 && (
              <Chip
                size="small"
                color="info"
                label={t('guestForms.review.differencesCount', { count: row.differences })}
              />
            )}
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            <Link component={RouterLink} to={`/booking/${row.booking}`}>
              {row.bookingNo}
            </Link>{' '}
            · {rowPlace(row, t)} · {formatDate(row.from)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {row.place}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {state === 'applied' ? t('guestForms.review.appliedColumn') : t('guestForms.review.sentColumn')}:{' '}
            {formatInstant(state === 'applied' ? row.appliedAt : row.submittedAt) || '–'}
          </Typography>
          {row.medicalYes && (
            <Chip
              size="small"
              color="warning"
              icon={<WarningAmberIcon />}
              label={t('guestForms.review.medicalChip')}
              sx={{ mt: 0.5 }}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}
