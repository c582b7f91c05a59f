import { allows, type BookingDetail, type BookingState, holdsBeds, nextStates } from '@seaberth/domain';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import {
  arrivalGuard,
  type DeskActions,
  DeskButton,
  useArrivalLine,
  useDeskActions,
} from '../front-desk/index.ts';
import { api } from '../../api/client.ts';
import {
  BookingEditDialog,
  CancelDialog,
  CopyBookingDialog,
  DeleteBookingDialog,
  RebookDialog,
  ReleaseDialog,
  RevertDialog,
  RevertRebookDialog,
  SplitDialog,
  useRefreshBookings,
} from '../bookings/index.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { operatorToday } from '../../app/clock.ts';
import { useOpenTabs } from '../pos/index.ts';

/**
 * What an operator does with a booking: check-in and check-out of the whole booking (room by
 * room, the rooms list has the buttons), the state changes booking-flow allows (cancelling has
 * its own call and a confirmation), and moving cabins on a trip.
 */
export function BookingActions({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const [cancelling, setCancelling] = useState(false);
  const desk = useDeskActions(() => booking.version);
  const stateName = (state: BookingState) => t(`resources.options.state.${state}`);
  const change = useMutation({
    meta: { silent: true },
    mutationFn: (state: BookingState) =>
      api.POST('/api/bookings/{id}/change', {
        path: { id: booking.id },
        body: { state, version: booking.version },
      }),
    onSuccess: async (_result, state) => {
      await refresh();
      showSuccess(t('bookings.detail.changed', { bookingNo: booking.bookingNo, state: stateName(state) }));
    },
  });
  // Cancel has its own dialog; release too (issue 12): only the plain changes of state are buttons.
  const states = nextStates(booking.state).filter((state) => state !== 'aborted' && state !== 'freed');
  const canCancel = allows(booking.state, 'cancel');
  const [life, setLife] = useState<LifeDialog | null>(null);
  const lifeButton = (dialog: LifeDialog, label: string, destructive = false) =>
    allows(booking.state, dialog) && (
      <Button
        variant="outlined"
        color={destructive ? 'error' : 'primary'}
        onClick={() => setLife(dialog)}
        data-testid={`booking-action-${dialog}`}
      >
        {label}
      </Button>
    );
  const mixed = Boolean(booking.schedule && booking.resort);
  return (
    <Stack spacing={1}>
      {change.isError && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          <AlertTitle>{t('bookings.detail.failed')}</AlertTitle>
          {bookingErrorText(change.error, t)}
        </Alert>
      )}
      <Stack
        direction="row"
        spacing={1}
        // A gap, not margins: a wrapped second line starts at the left edge like the first.
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label={t('bookings.detail.actions')}
      >
        <BookingDeskButtons booking={booking} desk={desk} />
        {lifeButton('edit', t('bookings.edit.action'))}
        {states.map((state) => (
          <Button
            key={state}
            variant="outlined"
            disabled={change.isPending}
            onClick={() => change.mutate(state)}
            data-testid={`booking-state-${state}`}
          >
            {t('bookings.detail.changeTo', { state: stateName(state) })}
          </Button>
        ))}
        {booking.schedule && allows(booking.state, 'rooms') && (
          <Button
            variant="outlined"
            component={RouterLink}
            to={`/schedules/movecabin/${booking.id}`}
            startIcon={<SwapHorizIcon />}
          >
            {t('bookings.detail.moveCabin')}
          </Button>
        )}
        {/* A booking with a resort stay and a trip is not rebooked, split or copied (409 MIXED_BOOKING). */}
        {!mixed && lifeButton('rebook', t('bookings.rebook.action'))}
        {!mixed &&
          booking.rooms.filter((r) => r.guests.some(Boolean)).length > 1 &&
          lifeButton('split', t('bookings.split.action'))}
        {lifeButton('revertRebook', t('bookings.rebook.revert'))}
        {lifeButton('revert', t('bookings.life.revert'))}
        {!mixed && lifeButton('copy', t('bookings.life.copy'))}
        {lifeButton('release', t('bookings.life.release'), true)}
        {canCancel && (
          <Button variant="outlined" color="error" onClick={() => setCancelling(true)}>
            {t('bookings.detail.cancel')}
          </Button>
        )}
        {lifeButton('delete', t('bookings.life.delete'), true)}
      </Stack>
      {cancelling && <CancelDialog booking={booking} onClose={() => setCancelling(false)} />}
      {life && <LifeDialogFor dialog={life} booking={booking} onClose={() => setLife(null)} />}
      {desk.dialog}
    </Stack>
  );
}

type LifeDialog = 'edit' | 'rebook' | 'split' | 'revertRebook' | 'revert' | 'copy' | 'release' | 'delete';

const LIFE_DIALOGS = {
  edit: BookingEditDialog,
  rebook: RebookDialog,
  split: SplitDialog,
  revertRebook: RevertRebookDialog,
  revert: RevertDialog,
  copy: CopyBookingDialog,
  release: ReleaseDialog,
  delete: DeleteBookingDialog,
} satisfies Record<LifeDialog, (props: { booking: BookingDetail; onClose: () => void }) => ReactNode>;

function LifeDialogFor({
  dialog,
  ...props
}: {
  dialog: LifeDialog;
  booking: BookingDetail;
  onClose: () => void;
}) {
  const Dialog = LIFE_DIALOGS[dialog];
  return <Dialog {...props} />;
}

/**
 * The desk's step that follows the booking's dates: check in from the day of arrival (not weeks
 * before, when the server would refuse), check out while a room is in the house — then it is the
 * main button, and it first offers to take what is still open.
 */
function BookingDeskButtons({ booking, desk }: { booking: BookingDetail; desk: DeskActions }) {
  const { t } = useTranslation();
  const { bootstrap } = useSession();
  const today = operatorToday();
  const shown = bootstrap?.checkInMode !== 'room' && holdsBeds(booking.state) && booking.rooms.length > 0;
  const canCheckIn =
    shown && today >= booking.from && today < booking.to && booking.rooms.some((room) => !room.checkIn);
  // The guests' missing data, as the arrivals list warns about it before a check-in.
  const arrival = useArrivalLine(booking, canCheckIn);
  const canCheckOut = booking.rooms.some((room) => room.checkIn && !room.checkOut);
  // Tabs still open at a till on the booking's guests: the check-out warns of them first.
  const openTabs = useOpenTabs(shown && canCheckOut ? booking.id : null);
  if (!shown) return null;
  const target = { booking: booking.id, bookingNo: booking.bookingNo, version: booking.version };
  return (
    <>
      {canCheckIn && (
        <DeskButton
          kind="arrival"
          size="medium"
          label={t('frontDesk.checkIn')}
          pending={desk.isPending(target) || arrival.loading}
          disabled={desk.busy}
          onClick={() => desk.checkIn(target, arrival.line && arrivalGuard(arrival.line.rooms))}
        />
      )}
      {canCheckOut && (
        <DeskButton
          kind="departure"
          size="medium"
          primary
          label={t('frontDesk.checkOut')}
          pending={desk.isPending(target)}
          disabled={desk.busy}
          onClick={() =>
            desk.checkOut(target, booking, {
              open: booking.total - booking.paid,
              currency: booking.currency,
              openTabs,
            })
          }
        />
      )}
    </>
  );
}
