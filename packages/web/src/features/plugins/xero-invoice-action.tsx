import type { Invoice, InvoiceExport } from '@seaberth/domain';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { CircularProgress, Stack } from '@mui/material';
import { PendingButton } from '../../app/pending-button.tsx';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../app/icon-action.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { ExportStateChip } from './export-state-chip.tsx';
import { useXeroAction, useXeroExports, useXeroOnBookingPage, useXeroWidgetPush } from './plugins-api.ts';

/** The booking page's Xero column: shown to administrators while the plugin is on. */
export function useXeroForBooking(booking: string) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const enabled = useXeroOnBookingPage();
  const exports = useXeroExports({ booking, size: 0 }, enabled);
  const action = useXeroAction();
  const widget = useXeroWidgetPush(booking);
  const byInvoice = new Map((exports.data?.data ?? []).map((e) => [e.invoice, e]));
  return {
    enabled,
    stateOf: (invoice: string): InvoiceExport | undefined => byInvoice.get(invoice),
    sending: action.isPending ? action.variables?.invoice : undefined,
    send: (invoice: Pick<Invoice, 'id' | 'number'>) =>
      action.mutate(
        { invoice: invoice.id, action: 'send' },
        { onSuccess: () => showSuccess(t('plugins.xero.sent', { number: invoice.number })) },
      ),
    /** The invoice widget's call (`PUT /api/widget/invoice/{booking}`): all not at Xero yet. */
    sendAll: () =>
      widget.mutate(undefined, {
        onSuccess: ({ results }) =>
          showSuccess(
            t('plugins.xero.sentAll', { count: results.filter((r) => r.state === 'pushed').length }),
          ),
      }),
    sendingAll: widget.isPending,
    error: action.isError
      ? bookingErrorText(action.error, t)
      : widget.isError
        ? bookingErrorText(widget.error, t)
        : null,
  };
}

export type XeroForBooking = ReturnType<typeof useXeroForBooking>;

/** One invoice's state at Xero (pushed / error with Xero's words) and "Send to Xero". */
export function XeroInvoiceAction({ invoice, xero }: { invoice: Invoice; xero: XeroForBooking }) {
  const { t } = useTranslation();
  const state = xero.stateOf(invoice.id);
  return (
    <>
      {state && <ExportStateChip state={state.state} error={state.lastError} />}
      {state?.state !== 'voided' &&
        (xero.sending === invoice.id ? (
          <CircularProgress
            size={20}
            sx={{ mx: 1.25, verticalAlign: 'middle' }}
            aria-label={t('plugins.xero.sending')}
          />
        ) : (
          <IconAction
            label={t('plugins.xero.send', { number: invoice.number })}
            onClick={() => xero.send(invoice)}
          >
            <CloudUploadIcon />
          </IconAction>
        ))}
    </>
  );
}

/** "Send all to Xero" when more than one document of the booking is not there yet. */
export function XeroSendAll({ invoices, xero }: { invoices: Invoice[]; xero: XeroForBooking }) {
  const { t } = useTranslation();
  const unsent = invoices.filter((i) => {
    const state = xero.stateOf(i.id)?.state;
    return state !== 'pushed' && state !== 'voided';
  });
  if (unsent.length < 2) return null;
  return (
    <Stack direction="row">
      <PendingButton
        variant="outlined"
        startIcon={<CloudUploadIcon />}
        pending={xero.sendingAll}
        onClick={xero.sendAll}
      >
        {t('plugins.xero.sendAll', { count: unsent.length })}
      </PendingButton>
    </Stack>
  );
}
