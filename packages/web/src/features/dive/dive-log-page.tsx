import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  DATE_FORMATS,
  type DiveLogCorrection,
  type DiveLogRecord,
  diveSiteResource,
  diveTypeResource,
  formatDate,
  hasAnyScope,
  RENTAL_LOG_READ_SCOPES,
  rentalOutOn,
} from '@seaberth/domain';
import {
  Box,
  Chip,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { DateField } from '../../app/date-field.tsx';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ALL_ROWS, useResourceList } from '../../resources/use-resource.ts';
import { useCorrectDive, useDeleteDive, useDiveLogPage, useGearOut } from './dive-log-api.ts';
import { ServerPager } from '../../ui/server-pager.tsx';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A cell the dive manager corrects in place: saved when it loses focus or on Enter, if it changed. */
function InlineCell({
  label,
  value,
  kind,
  disabled,
  onSave,
}: {
  label: string;
  value: string;
  kind: 'time' | 'depth';
  disabled: boolean;
  onSave: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The server's answer (or a reload) replaces what was typed.
    setShown(value);
    setText(value);
  }
  const valid = kind === 'time' ? text === '' || CLOCK.test(text) : text === '' || Number(text) >= 0;
  const commit = () => {
    if (text !== value && valid) onSave(text);
  };
  return (
    <TextField
      size="small"
      variant="standard"
      value={text}
      disabled={disabled}
      error={!valid}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setText(value);
      }}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          inputMode: kind === 'depth' ? 'decimal' : 'numeric',
          placeholder: kind === 'time' ? 'HH:mm' : 'm',
        },
      }}
      sx={{ width: kind === 'time' ? 64 : 56 }}
    />
  );
}

/**
 * /dive/log — every logged dive, newest first, for a day or searched by diver; depth and times are
 * corrected in the row after the dive. Deleting a dive also takes its charge off the booking.
 */
export function DiveLogPage() {
  const { t } = useTranslation();
  const { principal, features } = useSession();
  const { showError, showSuccess } = useSnackbar();
  const canCorrect = hasAnyScope(principal, ['divelog.update']);
  const canDelete = hasAnyScope(principal, ['divelog.delete']);
  // "Correct depths" on the dive plan opens the day it logged (`?date=`), a customer's page their
  // dives (`?customer=`).
  const [params, setParams] = useSearchParams();
  const [day, setDay] = useState(() => params.get('date') ?? '');
  const diver = params.get('customer') ?? '';
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);
  const [deleting, setDeleting] = useState<DiveLogRecord | null>(null);
  const query = {
    page,
    size,
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(day || diver
      ? { filter: JSON.stringify({ ...(day ? { date: day } : {}), ...(diver ? { customer: diver } : {}) }) }
      : {}),
  };
  const list = useDiveLogPage(query);
  const types = useResourceList(diveTypeResource, ALL_ROWS);
  const sites = useResourceList(diveSiteResource, ALL_ROWS);
  const typeName = new Map((types.data?.data ?? []).map((r) => [r.id, String(r.name)]));
  const siteName = new Map((sites.data?.data ?? []).map((r) => [r.id, String(r.name)]));
  const correct = useCorrectDive();
  const remove = useDeleteDive();

  const save = (dive: DiveLogRecord, change: Omit<DiveLogCorrection, 'version'>) =>
    correct.mutate({ id: dive.id, version: dive.version, ...change }, { onError: showError });
  const rows = (list.data?.data ?? []) as DiveLogRecord[];
  // The rental gear each diver had out on the dive's day (issue 35): one request for the page's days.
  const days = rows.map((r) => r.date).sort();
  const gearOut = useGearOut(
    days[0] ?? '',
    days[days.length - 1] ?? '',
    Boolean(features.stock) && hasAnyScope(principal, RENTAL_LOG_READ_SCOPES),
  );
  const gearOf = (dive: DiveLogRecord) =>
    (gearOut.data ?? []).filter((r) => r.customer === dive.customer && rentalOutOn(r, dive.date));

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading title={t('routes.diveLog')} subtitle={t('diveLog.intro')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <DateField
          label={t('diveLog.day')}
          value={day}
          size="small"
          onChange={(iso) => {
            setDay(iso);
            setPage(0);
          }}
        />
        <TextField
          size="small"
          label={t('diveLog.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
        {diver && (
          <Chip
            sx={{ alignSelf: 'center' }}
            // Every row is the diver's: the first names them (a reader of the log may not read customers).
            label={t('customerView.diving.logFilter', {
              name: rows[0]?.customerName || t('customerView.diving.logFilterUnnamed'),
            })}
            onDelete={() => {
              const next = new URLSearchParams(params);
              next.delete('customer');
              setParams(next, { replace: true });
              setPage(0);
            }}
          />
        )}
      </Stack>
      {list.isError && <LoadErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      <Paper variant="outlined">
        {list.isFetching && <LinearProgress aria-label={t('diveLog.loading')} />}
        <TableContainer>
          <Table size="small" aria-label={t('routes.diveLog')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('diveLog.fields.date')}</TableCell>
                <TableCell>{t('diveLog.fields.start')}</TableCell>
                <TableCell>{t('diveLog.fields.end')}</TableCell>
                <TableCell>{t('diveLog.fields.customer')}</TableCell>
                <TableCell>{t('diveLog.fields.type')}</TableCell>
                <TableCell>{t('diveLog.fields.diveSite')}</TableCell>
                <TableCell>{t('diveLog.fields.depth')}</TableCell>
                <TableCell>{t('diveLog.fields.airMix')}</TableCell>
                <TableCell>{t('diveLog.fields.billing')}</TableCell>
                {canDelete && <TableCell aria-label={t('diveLog.actions')} />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && !list.isFetching && (
                <TableRow>
                  <TableCell colSpan={10}>{t('diveLog.empty')}</TableCell>
                </TableRow>
              )}
              {rows.map((dive) => {
                const who = `${dive.customerName}, ${formatDate(dive.date, DATE_FORMATS.default)}`;
                return (
                  <TableRow key={dive.id} data-testid={`dive-${dive.id}`}>
                    <TableCell>{formatDate(dive.date, DATE_FORMATS.default)}</TableCell>
                    <TableCell>
                      <InlineCell
                        kind="time"
                        label={t('diveLog.correct.start', { who })}
                        value={dive.start}
                        disabled={!canCorrect}
                        onSave={(start) => start && save(dive, { start })}
                      />
                    </TableCell>
                    <TableCell>
                      <InlineCell
                        kind="time"
                        label={t('diveLog.correct.end', { who })}
                        value={dive.end ?? ''}
                        disabled={!canCorrect}
                        onSave={(end) => save(dive, { end: end || null })}
                      />
                    </TableCell>
                    <TableCell>
                      {dive.customerName}
                      {gearOf(dive).length > 0 && (
                        <Stack
                          direction="row"
                          spacing={0.5}
                          useFlexGap
                          sx={{ flexWrap: 'wrap', mt: 0.5 }}
                          aria-label={t('diveLog.fields.rentedGear')}
                        >
                          {gearOf(dive).map((r) => (
                            <Chip
                              key={r.id}
                              size="small"
                              variant="outlined"
                              label={[r.productName, r.itemNumber, r.size].filter(Boolean).join(' ')}
                            />
                          ))}
                        </Stack>
                      )}
                    </TableCell>
                    <TableCell>{typeName.get(dive.type) ?? ''}</TableCell>
                    <TableCell>{dive.diveSite ? (siteName.get(dive.diveSite) ?? '') : ''}</TableCell>
                    <TableCell>
                      <InlineCell
                        kind="depth"
                        label={t('diveLog.correct.depth', { who })}
                        value={dive.depth === null ? '' : String(dive.depth)}
                        disabled={!canCorrect}
                        onSave={(depth) => save(dive, { depth: depth === '' ? null : Number(depth) })}
                      />
                    </TableCell>
                    <TableCell>{dive.airMix > 21 ? `EAN${dive.airMix}` : t('diveLog.air')}</TableCell>
                    <TableCell>
                      <Chip size="small" label={t(`diveLog.billing.${dive.billing}`)} />
                    </TableCell>
                    {canDelete && (
                      <TableCell padding="none">
                        <Tooltip title={t('diveLog.delete.button')}>
                          <IconButton
                            aria-label={t('diveLog.delete.label', { who })}
                            onClick={() => setDeleting(dive)}
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <ServerPager total={list.data?.total} page={page} size={size} onPage={setPage} onSize={setSize} />
      </Paper>
      {deleting && (
        <ActionDialog
          title={t('diveLog.delete.title')}
          submitLabel={t('diveLog.delete.button')}
          destructive
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onSubmit={() =>
            remove.mutate(deleting, {
              onSuccess: () => {
                setDeleting(null);
                showSuccess(t('diveLog.delete.done'));
              },
              onError: showError,
            })
          }
        >
          {t(deleting.billing === 'charged' ? 'diveLog.delete.charged' : 'diveLog.delete.text', {
            who: deleting.customerName,
          })}
        </ActionDialog>
      )}
    </Box>
  );
}
