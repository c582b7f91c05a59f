import { departureAfterCheckOut } from '@seaberth/domain';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { PaymentDialog, useRefreshBookings } from '../bookings/index.ts';
import { bookingVersion, type DeskRequest, type DeskTarget, sendDeskRequest } from './front-desk-api.ts';
import { LeaveEarlyDialog } from './leave-early-dialog.tsx';
import {
  type DeskGuard,
  MissingDataDialog,
  missesData,
  needsPayment,
  OpenBalanceDialog,
  OpenTabsDialog,
} from './desk-guard-dialogs.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { operatorToday } from '../../app/clock.ts';

/** The booked stay a check-in or check-out acts on (the booking's, or the room's). */
export interface DeskStay {
  from: string;
  to: string;
}

export interface DeskActions {
  /** Checks in at once, or first tells which guest data is missing (`guard`). */
  checkIn: (target: DeskTarget, guard?: DeskGuard) => void;
  /**
   * Checks out at once, or first offers to take an open balance (`guard`), then asks about the
   * price when the guest leaves before the booked departure.
   */
  checkOut: (target: DeskTarget, stay: DeskStay, guard?: DeskGuard) => void;
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
  const { decimalsOf } = useMoney();
  // The guards' question: money open at check-out (then the payment), data missing at check-in.
  const [asking, setAsking] = useState<
    | { kind: 'balance' | 'pay'; target: DeskTarget; stay: DeskStay; open: number; currency: string }
    | { kind: 'tabs'; target: DeskTarget; stay: DeskStay; guard: DeskGuard }
    | { kind: 'missing'; target: DeskTarget; guard: DeskGuard }
    | null
  >(null);
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

  const checkOut = (target: DeskTarget, stay: DeskStay) => {
    setAsking(null);
    const leavesOn = departureAfterCheckOut(stay, operatorToday());
    if (leavesOn < stay.to) {
      mutation.reset();
      setLeaving({ target, stay, leavesOn });
    } else run({ kind: 'checkOut', target, keepPrice: true });
  };
  /** After the payment the booking has a new version: read it, then check out. */
  const checkOutAfterPayment = async (target: DeskTarget, stay: DeskStay) => {
    const { version } = await bookingVersion(target.booking);
    checkOut({ ...target, version }, stay);
  };

  // Money open on the booking: offered as a payment first (after any open tabs were warned of).
  const askBalance = (target: DeskTarget, stay: DeskStay, guard?: DeskGuard) => {
    if (needsPayment(guard))
      setAsking({ kind: 'balance', target, stay, open: guard.open, currency: guard.currency });
    else checkOut(target, stay);
  };

  const leavingDialog = leaving && (
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
  );

  return {
    checkIn: (target, guard) => {
      if (missesData(guard)) setAsking({ kind: 'missing', target, guard: guard! });
      else run({ kind: 'checkIn', target });
    },
    checkOut: (target, stay, guard) => {
      if (guard?.openTabs?.length) setAsking({ kind: 'tabs', target, stay, guard });
      else askBalance(target, stay, guard);
    },
    isPending: (target) => running !== undefined && keyOf(running) === keyOf(target),
    busy: mutation.isPending,
    dialog: (
      <>
        {asking?.kind === 'missing' && (
          <MissingDataDialog
            target={asking.target}
            guard={asking.guard}
            onAnyway={() => {
              setAsking(null);
              run({ kind: 'checkIn', target: current(asking.target) });
            }}
            onClose={() => setAsking(null)}
          />
        )}
        {asking?.kind === 'tabs' && (
          <OpenTabsDialog
            target={asking.target}
            tabs={asking.guard.openTabs ?? []}
            onAnyway={() => askBalance(current(asking.target), asking.stay, asking.guard)}
            onClose={() => setAsking(null)}
          />
        )}
        {asking?.kind === 'balance' && (
          <OpenBalanceDialog
            target={asking.target}
            open={asking.open}
            currency={asking.currency}
            onPay={() => setAsking({ ...asking, kind: 'pay' })}
            onAnyway={() => checkOut(current(asking.target), asking.stay)}
            onClose={() => setAsking(null)}
          />
        )}
        {asking?.kind === 'pay' && (
          <PaymentDialog
            booking={{
              id: asking.target.booking,
              currency: asking.currency,
              version: current(asking.target).version,
            }}
            decimals={decimalsOf(asking.currency)}
            initialAmount={asking.open}
            title={t('frontDesk.guard.payTitle', { bookingNo: asking.target.bookingNo })}
            onSaved={() => void checkOutAfterPayment(asking.target, asking.stay)}
            onClose={() => setAsking((now) => (now?.kind === 'pay' ? null : now))}
          />
        )}
        {leavingDialog}
      </>
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
