import { formatDate } from '@seaberth/domain';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { KeepPriceChoice } from '../bookings/index.ts';
import type { DeskTarget } from './front-desk-api.ts';

export interface LeaveEarlyDialogProps {
  target: DeskTarget;
  /** The booked departure and the one a check-out today leaves. */
  bookedTo: string;
  leavesOn: string;
  pending: boolean;
  error: string | null;
  onSubmit: (keepPrice: boolean) => void;
  onClose: () => void;
}

/**
 * A guest leaving before the booked departure frees the remaining nights; the operator decides
 * whether the booking keeps its price or is priced for the nights actually stayed.
 */
export function LeaveEarlyDialog({
  target,
  bookedTo,
  leavesOn,
  pending,
  error,
  onSubmit,
  onClose,
}: LeaveEarlyDialogProps) {
  const { t } = useTranslation();
  const [keepPrice, setKeepPrice] = useState(true);
  const who = target.room
    ? t('frontDesk.leaveEarly.room', { room: target.room.roomName, bookingNo: target.bookingNo })
    : t('frontDesk.leaveEarly.booking', { bookingNo: target.bookingNo });
  return (
    <ActionDialog
      title={t('frontDesk.leaveEarly.title', { who })}
      submitLabel={t('frontDesk.checkOut')}
      onSubmit={() => onSubmit(keepPrice)}
      onClose={onClose}
      pending={pending}
      error={error ? { title: t('frontDesk.failed'), text: error } : null}
      testId="leave-early-dialog"
    >
      <Typography>
        {t('frontDesk.leaveEarly.text', { to: formatDate(bookedTo), leavesOn: formatDate(leavesOn) })}
      </Typography>
      <KeepPriceChoice
        keepPrice={keepPrice}
        onChange={setKeepPrice}
        label={t('frontDesk.leaveEarly.priceQuestion')}
        keep={{ label: t('frontDesk.leaveEarly.keepPrice'), hint: t('frontDesk.leaveEarly.keepPriceHint') }}
        reprice={{ label: t('frontDesk.leaveEarly.reprice'), hint: t('frontDesk.leaveEarly.repriceHint') }}
      />
    </ActionDialog>
  );
}
