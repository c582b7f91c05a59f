import type { BookingDetail } from '@seaberth/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { api } from '../../api/client.ts';
import { useCan } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useRefreshBookings } from '../bookings/index.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { isCreditLimit } from './agency-api.ts';
import { AgencySelect } from './agency-select.tsx';
import { CreditLimitOverride } from './credit-limit-override.tsx';

/**
 * The agency a booking comes through, or none (`POST /api/bookings/{id}/agency/{agency|none}`):
 * the booking is priced again with the agency's commission. Past the agency's credit limit the
 * server refuses (409 CREDIT_LIMIT) in its own words; bookings.update may book past it.
 */
export function ChangeAgencyDialog({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const canOverride = useCan(['bookings.update']);
  const [agency, setAgency] = useState(booking.agency ?? '');
  const [override, setOverride] = useState(false);
  const change = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.POST('/api/bookings/{id}/agency/{agencyId}', {
        path: { id: booking.id, agencyId: agency || 'none' },
        body: { version: booking.version, ...(override ? { overrideCreditLimit: true } : {}) },
      }),
    onSuccess: async () => {
      await refresh();
      showSuccess(t('agencies.booking.changed', { bookingNo: booking.bookingNo }));
      onClose();
    },
  });
  const limitHit = change.isError && isCreditLimit(change.error);
  return (
    <ActionDialog
      title={t('agencies.booking.changeTitle', { bookingNo: booking.bookingNo })}
      submitLabel={override ? t('agencies.creditLimit.overrideSubmit') : t('agencies.booking.save')}
      onSubmit={() => change.mutate()}
      onClose={onClose}
      pending={change.isPending}
      submitDisabled={agency === (booking.agency ?? '')}
      error={
        change.isError
          ? {
              title: limitHit ? t('agencies.creditLimit.title') : undefined,
              text: bookingErrorText(change.error, t),
            }
          : null
      }
      testId="change-agency-dialog"
    >
      <AgencySelect
        value={agency}
        onChange={(next) => {
          setAgency(next);
          setOverride(false);
          change.reset();
        }}
        empty={t('agencies.booking.none')}
        activeOnly
        helperText={t('agencies.booking.repriced')}
      />
      {limitHit && canOverride && <CreditLimitOverride checked={override} onChange={setOverride} />}
    </ActionDialog>
  );
}
