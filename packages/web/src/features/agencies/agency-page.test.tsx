import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { agency, allotment, BLUE, bookingRow, CREDITS } from '../../../test/fixtures/agencies.ts';
import { AgencyPage } from './agency-page.tsx';
import { stubNewTab } from '../../../test/new-tab.ts';

afterEach(() => vi.unstubAllGlobals());

const filterOf = (calls: RecordedCall[], path: string) => {
  const call = calls.find((c) => c.url.startsWith(`${path}?`));
  return call ? new URL(call.url, 'http://x').searchParams.get('filter') : null;
};

function serve() {
  return mockFetch({
    [`GET /api/agency/${BLUE}`]: () => ({ body: agency(BLUE, 'Blue Water Travel') }),
    'GET /api/agencygroup': () => ({ body: page([]) }),
    'GET /api/terms': () => ({ body: page([]) }),
    'GET /api/agencycontact': () => ({
      body: page([
        {
          id: 'c1',
          version: 1,
          agency: BLUE,
          name: 'Lena Kurz',
          role: 'Bookings',
          email: 'lena@bluewater.test',
          phone: '',
          receivesBookingMail: true,
        },
      ]),
    }),
    'GET /api/users': () => ({
      body: page([
        { id: 'u1', version: 1, name: 'Tom Agent', email: 'tom@bluewater.test', userType: 'agency' },
      ]),
    }),
    'GET /api/bookings': () => ({
      body: page([bookingRow('b2', 'B-2002', '2027-03-20'), bookingRow('b1', 'B-2001', '2027-02-10')]),
    }),
    'GET /api/agency/credits': () => ({ body: CREDITS }),
    'GET /api/agency/allotments': () => ({ body: [allotment('a1')] }),
    [`GET /api/agency/${BLUE}/print/statement`]: (call) =>
      call.url.includes('format=json')
        ? {
            body: {
              agency: BLUE,
              agencyName: 'Blue Water Travel',
              from: '2027-03-01',
              to: '2027-03-31',
              bookings: [
                {
                  booking: 'b2',
                  bookingNo: 'B-2002',
                  leadName: 'Anna Berg',
                  state: 'confirmed',
                  from: '2027-03-20',
                  to: '2027-03-27',
                  currency: 'EUR',
                  total: 150_000,
                  paid: 50_000,
                  commission: 20_455,
                  owed: 100_000,
                },
              ],
              totals: [{ currency: 'EUR', total: 150_000, paid: 50_000, commission: 20_455, owed: 100_000 }],
            },
          }
        : new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
  });
}

const openTab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));

describe('AgencyPage', () => {
  it('shows the agency under its name and type, and each tab loads what belongs to the agency', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-15T10:00:00Z') });
    const tab = stubNewTab('blob:statement');
    const { calls } = serve();
    renderWithApp(<AgencyPage />, { path: `/agency/${BLUE}`, route: '/agency/:id' });
    const heading = await screen.findByRole('heading', { name: 'Blue Water Travel', level: 1 });
    expect(heading.parentElement).toHaveTextContent('Travel agency');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Blue Water Travel');

    await openTab('Contacts');
    expect(await screen.findByText('Lena Kurz')).toBeInTheDocument();
    expect(filterOf(calls, '/api/agencycontact')).toBe(JSON.stringify({ agency: BLUE }));

    await openTab('Users');
    expect(await screen.findByText('Tom Agent')).toBeInTheDocument();
    expect(filterOf(calls, '/api/users')).toBe(JSON.stringify({ agency: BLUE }));

    await openTab('Bookings');
    expect(await screen.findByText('B-2002')).toBeInTheDocument();
    expect(filterOf(calls, '/api/bookings')).toBe(JSON.stringify({ agency: BLUE }));

    await openTab('Commission');
    expect(screen.getByTestId('commission-example')).toHaveTextContent(
      '12% on top: on a net price of €1,000.00 the agency earns €136.36',
    );
    expect(screen.getByTestId('commission-example')).toHaveTextContent('The guest pays €1,136.36');
    expect(screen.getByText(/may owe you at most €5,000.00/)).toBeInTheDocument();

    await openTab('Credits');
    expect(await screen.findByTestId('credit-balances')).toHaveTextContent('€380.00');
    expect(screen.getByText('Voucher V-7')).toBeInTheDocument();
    expect(calls.some((c) => c.url === `/api/agency/credits?agency=${BLUE}&page=0&size=50`)).toBe(true);

    await openTab('Statement');
    // This month by default; the statement's rows as the server computes them, commission included.
    expect(screen.getByLabelText(/From/)).toHaveValue('01.03.2027');
    expect(screen.getByLabelText(/To/)).toHaveValue('31.03.2027');
    const table = await screen.findByRole('table', { name: 'Bookings of the statement' });
    expect(within(table).getByText('B-2002')).toBeInTheDocument();
    expect(within(table).getAllByText('€204.55').length).toBeGreaterThan(0);
    expect(calls.map((c) => c.url)).toContain(
      `/api/agency/${BLUE}/print/statement?from=2027-03-01&to=2027-03-31&format=json`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open statement (PDF)' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:statement'));
    expect(calls.map((c) => c.url)).toContain(
      `/api/agency/${BLUE}/print/statement?from=2027-03-01&to=2027-03-31&format=pdf`,
    );
    vi.useRealTimers();
  }, 30_000);

  it('shows an agent their own agency read-only', async () => {
    serve();
    renderWithApp(<AgencyPage />, {
      path: `/agency/${BLUE}`,
      route: '/agency/:id',
      principal: { ...principalWith(['agencies.self']), agency: BLUE },
    });
    expect(await screen.findByTestId('agency-facts')).toHaveTextContent('€5,000.00');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Users' })).toBeNull();
    await openTab('Contacts');
    expect(await screen.findByText('Lena Kurz')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New contact' })).toBeNull();
    await openTab('Credits');
    expect(await screen.findByText('Voucher V-7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add entry' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reverse/ })).toBeNull();
    await openTab('Allotments');
    expect(await screen.findByTestId('allotment-a1')).toHaveTextContent('Komodo North');
    expect(screen.queryByRole('button', { name: 'New allotment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Release now' })).toBeNull();
  }, 30_000);
});
