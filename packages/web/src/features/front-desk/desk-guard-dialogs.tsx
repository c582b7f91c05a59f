import type { FrontDeskGuest, FrontDeskRoom } from '@seaberth/domain';
import { Button, List, ListItem, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useMoney } from '../../ui/use-money.ts';
import type { DeskTarget } from './front-desk-api.ts';

/** What the desk checks before it acts: money still open, guest data still missing. */
export interface DeskGuard {
  /** Still open on the booking, in minor units of `currency`: asked about before check-out. */
  open?: number;
  currency?: string;
  /** Tabs still open at a till on the booking's guests: warned about before check-out. */
  openTabs?: { label: string; total: number; currency: string }[];
  /** Guests with data the guest form asks for, and unnamed places: asked about before check-in. */
  guests?: Pick<FrontDeskGuest, 'fullName' | 'missing'>[];
  unnamed?: number;
}

/**
 * What the desk checks before a check-in, from the arrivals list's rooms: the guests and unnamed
 * places of the whole booking, or of one booked room. The arrivals list and the booking page both
 * ask through this, so they warn alike.
 */
export function arrivalGuard(
  rooms: Pick<FrontDeskRoom, 'roomBooking' | 'guests' | 'unnamed'>[],
  roomBooking?: string,
): DeskGuard {
  const mine = roomBooking ? rooms.filter((room) => room.roomBooking === roomBooking) : rooms;
  return {
    guests: mine.flatMap((room) => room.guests),
    unnamed: mine.reduce((sum, room) => sum + room.unnamed, 0),
  };
}

export const needsPayment = (
  guard: DeskGuard | undefined,
): guard is Required<Pick<DeskGuard, 'open' | 'currency'>> =>
  Boolean(guard?.currency && (guard.open ?? 0) > 0);

export const missesData = (guard: DeskGuard | undefined) =>
  Boolean(guard && ((guard.unnamed ?? 0) > 0 || guard.guests?.some((g) => g.missing.length > 0)));

const who = (target: DeskTarget, t: TFunction) =>
  target.room
    ? t('frontDesk.leaveEarly.room', { room: target.room.roomName, bookingNo: target.bookingNo })
    : t('frontDesk.leaveEarly.booking', { bookingNo: target.bookingNo });

/**
 * A guest about to leave with money open: take the payment here (the payment dialog, then the
 * check-out), or check out anyway.
 */
export function OpenBalanceDialog({
  target,
  open,
  currency,
  onPay,
  onAnyway,
  onClose,
}: {
  target: DeskTarget;
  open: number;
  currency: string;
  onPay: () => void;
  onAnyway: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  return (
    <ActionDialog
      title={t('frontDesk.guard.openTitle', { who: who(target, t) })}
      submitLabel={t('frontDesk.guard.takePayment', { amount: format(open, currency) })}
      onSubmit={onPay}
      onClose={onClose}
      extraActions={
        <Button onClick={onAnyway} data-testid="check-out-anyway">
          {t('frontDesk.guard.checkOutAnyway')}
        </Button>
      }
      testId="open-balance-dialog"
    >
      <Typography>{t('frontDesk.guard.openText', { amount: format(open, currency) })}</Typography>
    </ActionDialog>
  );
}

/** Guests about to leave with a tab still open at a till: settle it at the counter, or check out anyway. */
export function OpenTabsDialog({
  target,
  tabs,
  onAnyway,
  onClose,
}: {
  target: DeskTarget;
  tabs: NonNullable<DeskGuard['openTabs']>;
  onAnyway: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  return (
    <ActionDialog
      title={t('frontDesk.guard.tabsTitle', { who: who(target, t) })}
      submitLabel={t('frontDesk.guard.checkOutAnyway')}
      onSubmit={onAnyway}
      onClose={onClose}
      extraActions={
        <Button component={RouterLink} to="/pos/counter">
          {t('frontDesk.guard.toCounter')}
        </Button>
      }
      testId="open-tabs-dialog"
    >
      <Typography>{t('frontDesk.guard.tabsText', { count: tabs.length })}</Typography>
      <List dense>
        {tabs.map((tab) => (
          <ListItem key={tab.label}>
            {tab.label}: {format(tab.total, tab.currency)}
          </ListItem>
        ))}
      </List>
    </ActionDialog>
  );
}

/** Guests arriving without the data the guest form asks for: fill it in first, or check in anyway. */
export function MissingDataDialog({
  target,
  guard,
  onAnyway,
  onClose,
}: {
  target: DeskTarget;
  guard: DeskGuard;
  onAnyway: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const guests = (guard.guests ?? []).filter((g) => g.missing.length > 0);
  return (
    <ActionDialog
      title={t('frontDesk.guard.missingTitle', { who: who(target, t) })}
      submitLabel={t('frontDesk.guard.checkInAnyway')}
      onSubmit={onAnyway}
      onClose={onClose}
      extraActions={
        <Button
          component={RouterLink}
          to={`/booking/${encodeURIComponent(target.booking)}`}
          onClick={onClose}
        >
          {t('frontDesk.guard.fillIn')}
        </Button>
      }
      testId="missing-data-dialog"
    >
      <Typography>{t('frontDesk.guard.missingText')}</Typography>
      <List dense disablePadding>
        {guests.map((guest) => (
          <ListItem key={guest.fullName} disableGutters>
            {t('frontDesk.missing.guest', {
              name: guest.fullName,
              fields: guest.missing.map((field) => t(`frontDesk.missing.${field}`)).join(', '),
            })}
          </ListItem>
        ))}
        {(guard.unnamed ?? 0) > 0 && (
          <ListItem disableGutters>{t('frontDesk.guard.unnamed', { count: guard.unnamed })}</ListItem>
        )}
      </List>
    </ActionDialog>
  );
}
