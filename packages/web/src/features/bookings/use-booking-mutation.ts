import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useRefreshBookings } from './booking-api.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';

/**
 * A change of a booking from a dialog or an inline editor: the call, then every view of bookings
 * refreshed, a confirmation in words and `onDone`; a refusal in words for the form (ActionDialog's
 * `error`). One hook for all of them, so each dialog is its fields and its call.
 */
export function useBookingMutation<V = void>(
  call: (vars: V) => Promise<unknown>,
  options: { done?: string; doneParams?: Record<string, unknown>; onDone?: () => void } = {},
) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const refresh = useRefreshBookings();
  const mutation = useMutation({
    meta: { silent: true },
    mutationFn: call,
    onSuccess: async () => {
      await refresh();
      if (options.done) showSuccess(t(options.done, options.doneParams));
      options.onDone?.();
    },
  });
  return {
    pending: mutation.isPending,
    run: (vars: V) => mutation.mutate(vars),
    reset: mutation.reset,
    error: mutation.isError ? { text: bookingErrorText(mutation.error, t) } : null,
  };
}

/** What an ActionDialog takes from a mutation without variables: submit, pending, the refusal. */
export function dialogProps(mutation: ReturnType<typeof useBookingMutation<void>>) {
  return { onSubmit: () => mutation.run(), pending: mutation.pending, error: mutation.error };
}
