import { type BookingDetail, TRAVEL_KINDS } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import type { AnswerOf } from '../../api/contract.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { DateField } from '../../app/date-field.tsx';
import { QuerySection } from '../../app/query-section.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { toListQuery } from '../../resources/use-resource.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { BookingRemoveDialog } from '../../ui/booking-remove-dialog.tsx';
import { bookingKeys } from '../bookings/index.ts';

/** An arrival or departure as `/api/arrivaldeparture` answers it. */
export type Travel = AnswerOf<'/api/arrivaldeparture', 'get'>['data'][number];
type Kind = (typeof TRAVEL_KINDS)[number];
interface Draft {
  kind: Kind;
  date: string;
  time: string;
  flight: string;
  airport: string;
  transfer: boolean;
  note: string;
}

/** Under the booking's key: the page's reload (live or by hand) reloads these too. */
const travelKey = (booking: string) => [...bookingKeys.detail(booking), 'travel'] as const;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * How the booking's guests arrive and leave (flight, time, airport, transfer): what the front
 * desk's arrivals list shows and what a "transfer not arranged" to-do rule waits for. Entering an
 * arrival closes such a to-do by itself (the server re-checks the booking's rules on each write),
 * so the to-dos reload with the list.
 */
export function BookingTravel({ booking, canUpdate }: { booking: BookingDetail; canUpdate: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Travel | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Travel | null>(null);
  const list = useQuery({
    queryKey: travelKey(booking.id),
    queryFn: async () =>
      (
        await api.GET('/api/arrivaldeparture', {
          query: toListQuery({ page: 0, size: 0, sort: 'date', order: 1, filter: { booking: booking.id } }),
        })
      ).data,
    meta: { silent: true },
  });
  const reload = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: travelKey(booking.id) }),
      // A rule's to-do may have closed or opened again with the change.
      client.invalidateQueries({ queryKey: ['todo'] }),
    ]);
  return (
    <>
      <QuerySection
        id="booking-travel"
        title={t('bookings.travel.title')}
        query={list}
        isEmpty={(rows) => rows.length === 0}
        empty={t('bookings.travel.empty')}
        testId="booking-travel"
        actions={
          canUpdate && (
            <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('bookings.travel.add')}
            </Button>
          )
        }
      >
        {(rows) => (
          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((row) => (
              <Stack
                key={row.id}
                component="li"
                direction="row"
                spacing={1}
                data-testid={`travel-${row.id}`}
                sx={{ alignItems: 'flex-start' }}
              >
                <Stack sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {[t(`bookings.travel.kinds.${row.kind}`), formatDate(row.date, false), row.time]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[
                      row.flight,
                      row.airport,
                      row.transfer ? t('bookings.travel.withTransfer') : t('bookings.travel.noTransfer'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  {row.note && (
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {row.note}
                    </Typography>
                  )}
                </Stack>
                {canUpdate && (
                  <>
                    <IconButton
                      size="small"
                      aria-label={t('bookings.travel.edit', { what: describe(row, t) })}
                      onClick={() => setEditing(row)}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('bookings.travel.delete', { what: describe(row, t) })}
                      onClick={() => setDeleting(row)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </QuerySection>
      {/* Outside the section: with no record yet its content is the empty sentence. */}
      {editing && (
        <TravelDialog
          booking={booking}
          record={editing === 'new' ? null : editing}
          onDone={reload}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <BookingRemoveDialog
          title={t('bookings.travel.deleteTitle')}
          remove={() => api.DELETE('/api/arrivaldeparture/{id}', { path: { id: deleting.id } })}
          onDone={reload}
          onClose={() => setDeleting(null)}
        >
          <Typography variant="body2">
            {t('bookings.travel.deleteText', { what: describe(deleting, t) })}
          </Typography>
        </BookingRemoveDialog>
      )}
    </>
  );
}

type T = ReturnType<typeof useTranslation>['t'];
const describe = (row: Travel, t: T) =>
  `${t(`bookings.travel.kinds.${row.kind}`)} ${formatDate(row.date, false)}`;

/** A new arrival starts on the booking's first day, a departure on its last. */
function draftOf(booking: BookingDetail, record: Travel | null): Draft {
  if (record)
    return {
      kind: record.kind as Kind,
      date: record.date,
      time: record.time,
      flight: record.flight,
      airport: record.airport,
      transfer: record.transfer,
      note: record.note,
    };
  return {
    kind: 'arrival',
    date: booking.from,
    time: '',
    flight: '',
    airport: '',
    transfer: false,
    note: '',
  };
}

function TravelDialog({
  booking,
  record,
  onDone,
  onClose,
}: {
  booking: BookingDetail;
  record: Travel | null;
  onDone: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(booking, record));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      record
        ? api.POST('/api/arrivaldeparture/{id}', {
            path: { id: record.id },
            body: { ...draft, booking: booking.id, version: record.version },
          })
        : api.POST('/api/arrivaldeparture', { body: { ...draft, booking: booking.id } }),
    onSuccess: async () => {
      await onDone();
      onClose();
    },
  });
  const timeInvalid = draft.time !== '' && !TIME.test(draft.time);
  return (
    <ActionDialog
      title={record ? t('bookings.travel.editTitle') : t('bookings.travel.addTitle')}
      submitLabel={t('resources.common.save')}
      onSubmit={() => save.mutate()}
      onClose={onClose}
      pending={save.isPending}
      error={save.isError ? { text: bookingErrorText(save.error, t) } : null}
      submitDisabled={!draft.date || timeInvalid}
      testId="travel-dialog"
    >
      <TextField
        select
        label={t('bookings.travel.kind')}
        value={draft.kind}
        onChange={(event) => set('kind', event.target.value as Kind)}
      >
        {TRAVEL_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`bookings.travel.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label={t('bookings.travel.date')}
          value={draft.date}
          onChange={(iso) => set('date', iso)}
          required
          fullWidth
        />
        <TextField
          label={t('bookings.travel.time')}
          value={draft.time}
          onChange={(event) => set('time', event.target.value.trim())}
          error={timeInvalid}
          helperText={timeInvalid ? t('bookings.travel.timeInvalid') : t('bookings.travel.timeHint')}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('bookings.travel.flight')}
          value={draft.flight}
          onChange={(event) => set('flight', event.target.value)}
          slotProps={{ htmlInput: { maxLength: 50 } }}
          fullWidth
        />
        <TextField
          label={t('bookings.travel.airport')}
          value={draft.airport}
          onChange={(event) => set('airport', event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          fullWidth
        />
      </Stack>
      <FormControlLabel
        control={
          <Checkbox checked={draft.transfer} onChange={(event) => set('transfer', event.target.checked)} />
        }
        label={t('bookings.travel.transfer')}
      />
      <TextField
        label={t('bookings.travel.note')}
        value={draft.note}
        onChange={(event) => set('note', event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </ActionDialog>
  );
}
