import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import type { Bootstrap } from '../../api/bootstrap.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { BookingListPage } from './booking-list-page.tsx';
import { BookingReportDialog } from './booking-report-dialog.tsx';
import { stubNewTab } from '../../../test/new-tab.ts';

const bootstrap: Bootstrap = {
  assets: [
    { id: 'r1', name: 'Coral Bay', type: 'resort' },
    { id: 'v1', name: 'MV Manta', type: 'vessel' },
  ],
};

const pdf = () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });

let tab: { location: { href: string }; close: () => void };

beforeEach(() => {
  // Wednesday 20 January 2027 on the operator's clock.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 0, 20, 10, 0));
  tab = stubNewTab('blob:report');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function query(url: string) {
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}

describe('BookingReportDialog', () => {
  it('prints the arrivals of the coming week at a resort in the chosen states', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { calls } = mockFetch({ 'GET /api/bookings/report/arrivals': pdf });
    renderWithApp(<BookingReportDialog onClose={onClose} />, { session: { bootstrap } });
    const dialog = await screen.findByRole('dialog', { name: 'Print a report' });

    // The list starts at the current month.
    expect(within(dialog).getByLabelText('From')).toHaveValue('01.01.2027');
    expect(within(dialog).getByLabelText('To')).toHaveValue('31.01.2027');

    await user.click(within(dialog).getByRole('combobox', { name: 'Report' }));
    await user.click(screen.getByRole('option', { name: 'Arrivals' }));
    expect(within(dialog).getByLabelText('From')).toHaveValue('20.01.2027');
    expect(within(dialog).getByLabelText('To')).toHaveValue('27.01.2027');

    await user.click(within(dialog).getByRole('combobox', { name: 'Resort or vessel' }));
    await user.click(screen.getByRole('option', { name: 'Coral Bay' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'States' }));
    await user.click(screen.getByRole('option', { name: 'Confirmed' }));
    await user.click(screen.getByRole('option', { name: 'Reservation' }));
    await user.keyboard('{Escape}');
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '22.01.2027' } });

    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(tab.location.href).toBe('blob:report');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('GET');
    expect(query(calls[0]!.url)).toEqual({
      from: '2027-01-20',
      to: '2027-01-22',
      resort: 'r1',
      states: 'confirmed,planned',
      format: 'pdf',
    });
  });

  it('prints a vessel’s open amounts as HTML', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/bookings/report/open': () => ({ raw: '<html>open</html>' }),
    });
    renderWithApp(<BookingReportDialog onClose={vi.fn()} />, { session: { bootstrap } });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Report' }));
    await user.click(screen.getByRole('option', { name: 'Open amounts' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Resort or vessel' }));
    await user.click(screen.getByRole('option', { name: 'MV Manta' }));
    await user.click(within(dialog).getByRole('radio', { name: 'HTML to print' }));
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url.split('?')[0]).toBe('/api/bookings/report/open');
    expect(query(calls[0]!.url)).toEqual({
      from: '2027-01-01',
      to: '2027-01-31',
      vessel: 'v1',
      format: 'html',
    });
  });

  it('shows the server’s refusal in the dialog, in the user’s language, and closes the tab', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    mockFetch({
      'GET /api/bookings/report/list': () => ({
        status: 403,
        body: { statusCode: 403, message: 'Forbidden', description: 'FORBIDDEN_RESSOURCE' },
      }),
    });
    renderWithApp(<BookingReportDialog onClose={onClose} />, { session: { bootstrap }, language: 'de' });
    const dialog = await screen.findByRole('dialog', { name: 'Bericht drucken' });
    await user.click(within(dialog).getByRole('button', { name: 'Öffnen' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Das Dokument konnte nicht gedruckt werden.');
    expect(alert).toHaveTextContent('Dazu fehlt Ihnen die Berechtigung.');
    expect(tab.close).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a period that ends before it starts', async () => {
    mockFetch({});
    renderWithApp(<BookingReportDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '31.12.2026' } });
    expect(within(dialog).getByText('The end lies before the start.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Open' })).toBeDisabled();
  });
});

describe('printing from the booking list', () => {
  const row = (id: string, bookingNo: string) => ({
    id,
    version: 1,
    createdAt: '',
    updatedAt: '',
    bookingNo,
    state: 'confirmed',
    type: 'resort',
    from: '2027-02-01',
    to: '2027-02-08',
    leadName: 'Anna Berg',
    noOfPax: 2,
    currency: 'EUR',
    total: 100000,
    paid: 0,
  });

  it('prints the bookings ticked in the list with a POST of their ids', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/bookings': () => ({
        body: page([row('b1', 'B-1001'), row('b2', 'B-1002'), row('b3', 'B-1003')]),
      }),
      'POST /api/bookings/report/guests': pdf,
    });
    renderWithApp(<BookingListPage />, {
      path: '/booking/list',
      route: '/booking/list',
      session: { bootstrap },
    });
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('B-1001');
    const tick = (bookingNo: string) =>
      within(within(grid).getByText(bookingNo).closest('[role="row"]') as HTMLElement).getByRole('checkbox');
    await user.click(tick('B-1001'));
    await user.click(tick('B-1003'));

    await user.click(screen.getByRole('button', { name: 'Print (2 chosen)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print a report' });
    expect(within(dialog).getByRole('radio', { name: 'The 2 bookings chosen in the list' })).toBeChecked();
    // The period, place and states belong to the other choice.
    expect(within(dialog).queryByLabelText('From')).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: 'Report' }));
    await user.click(screen.getByRole('option', { name: 'Guest list' }));
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/bookings/report/guests');
    expect(post.body).toEqual({ bookings: ['b1', 'b3'], format: 'pdf' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no printing to a user who may not read bookings', async () => {
    mockFetch({ 'GET /api/bookings': () => ({ body: page([row('b1', 'B-1001')]) }) });
    renderWithApp(<BookingListPage />, { principal: principalWith(['agencies.self']) });
    await screen.findByText('B-1001');
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
