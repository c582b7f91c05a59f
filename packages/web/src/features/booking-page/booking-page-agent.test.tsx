import type { BookingDetail, Principal } from '@seaberth/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { BookingPage } from './booking-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The demo's agent: its own agency's bookings (agencies.self) and booking for clients. */
const agent: Principal = {
  ...principalWith(['agencies.self', 'bookings.create']),
  userType: 'agency',
  agency: 'a1',
};

const booking = {
  id: 'b1',
  version: 3,
  bookingNo: 'B-1001',
  state: 'confirmed',
  type: 'vessel',
  from: '2027-01-02',
  to: '2027-01-09',
  lead: 'k1',
  leadName: 'Anna Berg',
  noOfPax: 1,
  schedule: 's1',
  vessel: 'v1',
  resort: null,
  agency: 'a1',
  agencyName: 'Blue Reef Travel',
  source: 'agency',
  currency: 'EUR',
  total: 450000,
  paid: 0,
  bookingDate: '2026-11-01',
  note: '',
  calculation: null,
  rooms: [],
  references: [],
  optionUntil: null,
  previousState: null,
  payments: [],
} as unknown as BookingDetail;

const invoice = {
  id: 'i1',
  number: '2027-00007',
  year: 2027,
  sequence: 7,
  kind: 'invoice',
  booking: 'b1',
  bookingNo: 'B-1001',
  issueDate: '2026-11-02',
  dueDate: '2026-11-16',
  serviceFrom: '2027-01-02',
  serviceTo: '2027-01-09',
  currency: 'EUR',
  language: 'en',
  payer: {
    name: 'Blue Reef Travel',
    street: '',
    zip: '',
    city: '',
    country: '',
    email: '',
    vatId: '',
    customer: null,
  },
  lines: [],
  taxes: [],
  net: 378151,
  tax: 71849,
  gross: 450000,
  rounding: 0,
  total: 450000,
  refersTo: null,
  refersToNumber: null,
  creditedBy: null,
  creditedByNumber: null,
  paid: 0,
  open: 450000,
  createdAt: '2026-11-02T10:00:00Z',
  createdByName: 'Office',
};

/** What the server answers an agent: its booking, and a refusal for what only staff read. */
const refused = () => ({
  status: 403,
  body: { message: 'Forbidden resource', description: 'FORBIDDEN_RESSOURCE' },
});
const serverForAgent = () =>
  mockFetch({
    'GET /api/bookings/b1': () => ({ body: booking }),
    'GET /api/bookings/b1/history': () => ({ body: [] }),
    'GET /api/bookings/b1/templates': () => ({ body: [] }),
    'GET /api/bookings/b1/documents': () => ({ body: [] }),
    'GET /api/bookings/b1/guestforms': () => ({ body: [] }),
    'GET /api/agency/a1': () => ({ body: { id: 'a1', name: 'Blue Reef Travel', version: 1 } }),
    // Its own agency's invoices it reads (INVOICE_READ_SCOPES; agent-invoices.int.test.ts).
    'GET /api/bookings/b1/invoices': () => ({ body: { invoices: [invoice], lines: [] } }),
    'GET /api/todo/allTodos': refused,
    'GET /api/bookingcomment': refused,
  });

describe('the booking page of an agent', () => {
  it('shows only what the agent may read: its invoices, no refused panels, and the agency as the channel', async () => {
    const { calls } = serverForAgent();
    renderWithApp(<BookingPage />, {
      path: '/booking/b1',
      route: '/booking/:id',
      principal: agent,
      session: { features: { todo: true } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Booking B-1001/ })).toBeVisible();
    expect(screen.getByTestId('booking-agency')).toHaveTextContent('Agency: Blue Reef Travel');
    await waitFor(() => expect(calls.some((call) => call.url.includes('/history'))).toBe(true));
    // The invoice panel, to read: the invoice is listed, nothing to issue or credit.
    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeVisible();
    expect(await screen.findByText('2027-00007')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Issue invoice|Credit/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'To-dos' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Comments' })).toBeNull();
    expect(screen.queryByText(/not allowed/)).toBeNull();
    const asked = calls.map((call) => call.url);
    expect(asked.filter((url) => /todo|bookingcomment/.test(url))).toEqual([]);
  });

  it('names the channel of a booking without an agency', async () => {
    mockFetch({
      'GET /api/bookings/b1': () => ({
        body: { ...booking, agency: null, agencyName: null, source: 'direct' },
      }),
      'GET /api/bookings/b1/history': () => ({ body: [] }),
      'GET /api/bookingcomment': () => ({ body: { data: [], total: 0 } }),
    });
    renderWithApp(<BookingPage />, {
      path: '/booking/b1',
      route: '/booking/:id',
      principal: principalWith(['bookings.read']),
    });
    expect(await screen.findByTestId('booking-agency')).toHaveTextContent('Direct');
  });
});
