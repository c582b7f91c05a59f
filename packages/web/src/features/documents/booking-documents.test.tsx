import type { BookingDetail } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BookingDocuments } from './booking-documents.tsx';

afterEach(() => vi.unstubAllGlobals());

const booking = {
  id: 'b1',
  version: 2,
  bookingNo: '2027-00042',
  state: 'planned',
} as unknown as BookingDetail;
const templates = [
  { id: 'offer', name: 'Offer', fits: false },
  { id: 'confirmation', name: 'Booking confirmation', fits: true },
  { id: 'voucher', name: 'Voucher', fits: false },
  { id: 'cancellation', name: 'Cancellation', fits: false },
];
const kept = {
  id: 'd1',
  booking: 'b1',
  kind: 'generated',
  template: 'confirmation',
  name: '2027-00042-confirmation.pdf',
  mimeType: 'application/pdf',
  size: 4096,
  createdAt: '2027-01-10T10:00:00.000Z',
  createdByName: 'Mia Desk',
};

describe('BookingDocuments', () => {
  it('keeps the document that fits the booking, forcing one that does not only when chosen', async () => {
    const user = userEvent.setup();
    let documents: unknown[] = [];
    const { calls } = mockFetch({
      'GET /api/bookings/b1/templates': () => ({ body: templates }),
      'GET /api/bookings/b1/documents': () => ({ body: documents }),
      'POST /api/bookings/b1/store': () => {
        documents = [kept];
        return { status: 201, body: kept };
      },
    });
    renderWithApp(<BookingDocuments booking={booking} canUpdate />);
    const section = await screen.findByTestId('booking-documents');
    await waitFor(() =>
      expect(within(section).getByRole('combobox', { name: 'Document' })).toHaveTextContent(
        'Booking confirmation',
      ),
    );
    await user.click(within(section).getByRole('button', { name: 'Keep with the booking' }));
    expect(await within(section).findByText('2027-00042-confirmation.pdf')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ template: 'confirmation', force: false });

    await user.click(within(section).getByRole('combobox', { name: 'Document' }));
    await user.click(screen.getByRole('option', { name: 'Voucher (not for this state)' }));
    await user.click(within(section).getByRole('button', { name: 'Keep with the booking' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]!.body).toEqual({ template: 'voucher', force: true });
  });

  it('removes a kept document after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/bookings/b1/templates': () => ({ body: templates }),
      'GET /api/bookings/b1/documents': () => ({ body: [kept] }),
      'DELETE /api/bookings/b1/documents/d1': () => ({ status: 204 }),
    });
    renderWithApp(<BookingDocuments booking={booking} canUpdate />);
    await user.click(await screen.findByRole('button', { name: 'Remove 2027-00042-confirmation.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove 2027-00042-confirmation.pdf?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('attaches a file the operator picks, sent as multipart to the booking', async () => {
    const user = userEvent.setup();
    let documents: unknown[] = [];
    mockFetch({
      'GET /api/bookings/b1/templates': () => ({ body: templates }),
      'GET /api/bookings/b1/documents': () => ({ body: documents }),
    });
    const sent: { url: string; file: File | null }[] = [];
    // jsdom sends nothing: a stand-in XMLHttpRequest answers the upload like the server would.
    class FakeXhr {
      status = 0;
      responseText = '';
      upload = {};
      onload: (() => void) | null = null;
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      send(form: FormData) {
        sent.push({ url: this.url, file: form.get('file') as File | null });
        documents = [{ ...kept, id: 'd2', kind: 'upload', template: null, name: 'ticket.pdf' }];
        this.status = 201;
        this.responseText = JSON.stringify(documents[0]);
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderWithApp(<BookingDocuments booking={booking} canUpdate />);
    const input = await screen.findByLabelText('Attach a file');
    await user.upload(input, new File(['%PDF-1.4'], 'ticket.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('ticket.pdf')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/bookings/b1/upload');
    expect(sent[0]!.file?.name).toBe('ticket.pdf');
  });
});
