import type { BookingDetail } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { SendMailDialog } from './send-mail-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const booking = {
  id: 'b1',
  version: 2,
  bookingNo: '2027-00042',
  state: 'confirmed',
  language: 'en',
  leadName: 'Anna Berg',
} as unknown as BookingDetail;
const template = (name: string, attachments: string[]) => ({
  id: `t-${name}`,
  name,
  attachments,
  states: [],
  isActive: true,
  texts: {
    de: { subject: 'Buchung', body: 'Hallo' },
    en: { subject: `${name} {{ booking.number }}`, body: 'Hello' },
  },
});
const kept = {
  id: 'd1',
  name: 'flight-ticket.pdf',
  kind: 'upload',
  mimeType: 'application/pdf',
} as never;

describe('SendMailDialog', () => {
  it('sends the chosen template to every guest with its documents and a kept file, and names who had no address', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { calls } = mockFetch({
      'GET /api/mail/template/byState/confirmed': () => ({
        body: [template('Confirmation', ['confirmation']), template('Voucher', ['voucher'])],
      }),
      'POST /api/mail/template/preview': () => ({
        body: { subject: 'Voucher 2027-00042', text: 'Hello', html: '', unknown: [] },
      }),
      'POST /api/bookings/b1/sendMail': () => ({
        body: {
          queued: [
            { id: 'm1', to: 'anna@example.com', name: 'Anna Berg', subject: 'Voucher', attachments: [] },
          ],
          skipped: [{ name: 'Ben Kurz', reason: 'noAddress' }],
        },
      }),
    });
    renderWithApp(<SendMailDialog booking={booking} documents={[kept]} onClose={onClose} />);
    const dialog = await screen.findByTestId('send-mail-dialog');
    await user.click(await within(dialog).findByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Voucher' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Voucher' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Booking confirmation' })).not.toBeChecked();
    expect(await within(dialog).findByText('Voucher 2027-00042')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'flight-ticket.pdf' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'To' }));
    await user.click(await screen.findByRole('option', { name: 'Every guest with an e-mail address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/sendMail'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/sendMail'))!.body).toEqual({
      template: 't-Voucher',
      language: 'en',
      attachments: ['voucher'],
      documents: ['d1'],
      force: false,
      recipients: 'guests',
    });
    expect(await within(dialog).findByText('Not sent, no e-mail address: Ben Kurz')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends an invoice with a payment template to its payer, the PDF attached by the server', async () => {
    const user = userEvent.setup();
    const payment = { ...template('Invoice', []), type: 'Payment' };
    const { calls } = mockFetch({
      'GET /api/mail/template/byState/confirmed': () => ({
        body: [template('Confirmation', ['confirmation']), payment],
      }),
      'POST /api/mail/template/preview': () => ({
        body: { subject: 'Invoice', text: 'Hello', html: '', unknown: [] },
      }),
      'POST /api/bookings/b1/sendInvoice': () => ({
        body: {
          queued: [{ id: 'm1', to: 'paula@example.com', name: 'Paula', subject: 'Invoice', attachments: [] }],
          skipped: [],
        },
      }),
    });
    const onClose = vi.fn();
    renderWithApp(
      <SendMailDialog
        booking={booking}
        documents={[]}
        invoice={{ id: 'i1', number: '2027-00007', payer: { name: 'Paula Zahler' } as never }}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByTestId('send-mail-dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Template' })).toHaveTextContent('Invoice'),
    );
    expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveTextContent(
      'The payer (Paula Zahler)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.url.endsWith('/sendInvoice'))!.body).toMatchObject({
      invoice: 'i1',
      template: 't-Invoice',
      attachments: [],
      recipients: 'booker',
    });
  });
});
