import { formatDate } from '@seaberth/domain';
import { FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
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
  const [price, setPrice] = useState<'keep' | 'reprice'>('keep');
  const who = target.room
    ? t('frontDesk.leaveEarly.room', { room: target.room.roomName, bookingNo: target.bookingNo })
    : t('frontDesk.leaveEarly.booking', { bookingNo: target.bookingNo });
  return (
    <ActionDialog
      title={t('frontDesk.leaveEarly.title', { who })}
      submitLabel={t('frontDesk.checkOut')}
      onSubmit={() => onSubmit(price === 'keep')}
      onClose={onClose}
      pending={pending}
      error={error ? { title: t('frontDesk.failed'), text: error } : null}
      testId="leave-early-dialog"
    >
      <Typography>
        {t('frontDesk.leaveEarly.text', { to: formatDate(bookedTo), leavesOn: formatDate(leavesOn) })}
      </Typography>
      <RadioGroup
        name="keepPrice"
        value={price}
        onChange={(event) => setPrice(event.target.value as 'keep' | 'reprice')}
        aria-label={t('frontDesk.leaveEarly.priceQuestion')}
      >
        <FormControlLabel
          value="keep"
          control={<Radio />}
          label={
            <>
              {t('frontDesk.leaveEarly.keepPrice')}
              <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {t('frontDesk.leaveEarly.keepPriceHint')}
              </Typography>
            </>
          }
          sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
        />
        <FormControlLabel
          value="reprice"
          control={<Radio />}
          label={
            <>
              {t('frontDesk.leaveEarly.reprice')}
              <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {t('frontDesk.leaveEarly.repriceHint')}
              </Typography>
            </>
          }
          sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.5 } }}
        />
      </RadioGroup>
    </ActionDialog>
  );
}
