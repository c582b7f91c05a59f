import type { BookingDetail, InvoiceableLine } from '@seaberth/domain';
import { Checkbox, FormControlLabel, FormGroup, FormLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useIssueInvoice } from './invoice-api.ts';

/**
 * Who can pay an invoice: first "as the booking says" (empty: the agency when it pays its guests'
 * bookings, else the booker — the server decides), then the booker, every guest and the agency.
 */
function payersOf(booking: BookingDetail, asBooked: string): { id: string; name: string }[] {
  const people = new Map<string, string>([['', asBooked]]);
  if (booking.lead) people.set(booking.lead, booking.leadName);
  for (const room of booking.rooms)
    for (const guest of room.guests)
      if (guest && !people.has(guest.customer)) people.set(guest.customer, guest.fullName);
  if (booking.agency) people.set(booking.agency, booking.agencyName ?? booking.agency);
  return [...people].map(([id, name]) => ({ id, name }));
}

/**
 * Issues an invoice of the lines not invoiced yet (all, or those ticked) to the booker or another
 * guest: issuing a second one with the remaining lines to someone else splits the booking.
 */
export function IssueInvoiceDialog({
  booking,
  lines,
  onClose,
}: {
  booking: BookingDetail;
  lines: InvoiceableLine[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { showSuccess } = useSnackbar();
  const open = lines.filter((line) => !line.invoice);
  const payers = payersOf(booking, t('invoices.payerAsBooked'));
  const [payer, setPayer] = useState('');
  const [chosen, setChosen] = useState<string[]>(open.map((line) => line.line));
  // Empty: due by the booking's terms of payment (the server works the date out).
  const [dueDays, setDueDays] = useState('');
  const issue = useIssueInvoice(booking.id);
  const total = open.filter((line) => chosen.includes(line.line)).reduce((sum, line) => sum + line.amount, 0);
  return (
    <ActionDialog
      title={t('invoices.issueTitle', { bookingNo: booking.bookingNo })}
      submitLabel={t('invoices.issueSubmit', { amount: format(total, booking.currency) })}
      onSubmit={() =>
        issue.mutate(
          {
            payer: payer || undefined,
            lines: chosen,
            dueDays: dueDays === '' ? undefined : Number(dueDays),
          },
          {
            onSuccess: (invoice) => {
              showSuccess(t('invoices.issued', { number: invoice.number }));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
      pending={issue.isPending}
      submitDisabled={chosen.length === 0}
      error={issue.error ? { text: bookingErrorText(issue.error, t) } : null}
      testId="issue-invoice-dialog"
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('invoices.payer')}
            value={payer}
            onChange={(event) => setPayer(event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ flex: 2 }}
          >
            {payers.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            label={t('invoices.dueDays')}
            value={dueDays}
            onChange={(event) =>
              setDueDays(
                event.target.value === ''
                  ? ''
                  : String(Math.max(0, Math.min(365, Math.trunc(Number(event.target.value)) || 0))),
              )
            }
            placeholder={t('invoices.dueByTerms')}
            helperText={t('invoices.dueDaysHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <FormGroup>
          <FormLabel component="legend" sx={{ fontSize: 14 }}>
            {t('invoices.lines')}
          </FormLabel>
          {open.map((line) => (
            <FormControlLabel
              key={line.line}
              label={`${line.text} · ${format(line.amount, booking.currency)}`}
              control={
                <Checkbox
                  checked={chosen.includes(line.line)}
                  onChange={(event) =>
                    setChosen(
                      event.target.checked ? [...chosen, line.line] : chosen.filter((l) => l !== line.line),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </Stack>
    </ActionDialog>
  );
}
