import { departureAfterCheckOut } from '@seaberth/domain';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { todayIso } from '../assets/use-occupancy.ts';
import { useRefreshBookings } from '../bookings/booking-api.ts';
import { type DeskRequest, type DeskTarget, sendDeskRequest } from './front-desk-api.ts';
import { LeaveEarlyDialog } from './leave-early-dialog.tsx';

/** The booked stay a check-in or check-out acts on (the booking's, or the room's). */
export interface DeskStay {
  from: string;
  to: string;
}

export interface DeskActions {
  checkIn: (target: DeskTarget) => void;
  /** Checks out at once, or first asks about the price when the guest leaves before the booked departure. */
  checkOut: (target: DeskTarget, stay: DeskStay) => void;
  /** Whether this booking (or room) has a call running; every desk button waits while one does. */
  isPending: (target: DeskTarget) => boolean;
  busy: boolean;
  /** The keep-price dialog, to render somewhere on the page. */
  dialog: ReactNode;
}

const keyOf = (target: DeskTarget) => `${target.booking}:${target.room?.roomBooking ?? ''}`;

interface Variables {
  request: DeskRequest;
  /** Sent from the keep-price dialog: its refusal shows there instead of in the snackbar. */
  fromDialog: boolean;
}

/**
 * Check-in and check-out as the arrivals list and the booking page offer them. A refusal (409 with
 * the desk's code) is told in the operator's words and the data is read again, because it usually
 * means the booking changed elsewhere; a success refreshes every booking query.
 *
 * `versionOf` gives the booking's version as the screen knows it now, so a retry in the dialog
 * after a refresh sends the new one.
 */
export function useDeskActions(versionOf?: (booking: string) => number | undefined): DeskActions {
  const { t } = useTranslation();
  const { showSuccess, showError } = useSnackbar();
  const refresh = useRefreshBookings();
  const [leaving, setLeaving] = useState<{ target: DeskTarget; stay: DeskStay; leavesOn: string } | null>(
    null,
  );
  const mutation = useMutation({
    meta: { silent: true },
    mutationFn: ({ request }: Variables) => sendDeskRequest(request),
    onSuccess: async (_detail, { request }) => {
      setLeaving(null);
      showSuccess(doneText(request, t));
      await refresh();
    },
    onError: async (error, { fromDialog }) => {
      if (!fromDialog) showError(error);
      await refresh();
    },
  });
  const run = (request: DeskRequest, fromDialog = false) => {
    mutation.reset();
    mutation.mutate({ request, fromDialog });
  };
  const current = (target: DeskTarget): DeskTarget => ({
    ...target,
    version: versionOf?.(target.booking) ?? target.version,
  });
  const running = mutation.isPending ? mutation.variables?.request.target : undefined;

  return {
    checkIn: (target) => run({ kind: 'checkIn', target }),
    checkOut: (target, stay) => {
      const leavesOn = departureAfterCheckOut(stay, todayIso());
      if (leavesOn < stay.to) {
        mutation.reset();
        setLeaving({ target, stay, leavesOn });
      } else run({ kind: 'checkOut', target, keepPrice: true });
    },
    isPending: (target) => running !== undefined && keyOf(running) === keyOf(target),
    busy: mutation.isPending,
    dialog: leaving && (
      <LeaveEarlyDialog
        target={leaving.target}
        bookedTo={leaving.stay.to}
        leavesOn={leaving.leavesOn}
        pending={mutation.isPending}
        error={mutation.isError ? describeError(mutation.error, t) : null}
        onSubmit={(keepPrice) => run({ kind: 'checkOut', target: current(leaving.target), keepPrice }, true)}
        onClose={() => {
          mutation.reset();
          setLeaving(null);
        }}
      />
    ),
  };
}

function doneText(request: DeskRequest, t: TFunction): string {
  const { target } = request;
  const kind = request.kind === 'checkIn' ? 'checkedIn' : 'checkedOut';
  return target.room
    ? t(`frontDesk.done.${kind}Room`, { room: target.room.roomName, bookingNo: target.bookingNo })
    : t(`frontDesk.done.${kind}`, { bookingNo: target.bookingNo });
}
