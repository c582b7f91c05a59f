import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import type { Principal } from '@seaberth/domain';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { ClubDashboardPage } from './club-dashboard-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ME = 'c0b0f7a5-1c1e-4a43-9f7e-3f1b2f0c0a11';
const MEMBER = {
  customer: ME,
  name: 'Emma Johnson',
  email: 'emma@example.org',
  memberSince: '2024-03-02T09:00:00.000Z',
  parts: { loyalty: true, referral: true, contests: true, dives: false },
};
const DATA = {
  masterData: {
    title: '',
    firstName: 'Emma',
    middleName: '',
    lastName: 'Johnson',
    gender: 'f',
    birthday: '1990-05-04',
    nationality: 'GB',
  },
  contact: { email: 'emma@example.org', phone: '' },
  address: { street: '', zip: '', city: 'Leeds', state: '', country: 'GB' },
  passport: { nationality: 'GB', number: '', expires: null },
  version: 3,
};

/** A guest's own club login. */
const MEMBER_LOGIN: Principal = {
  ...principalWith(['customers.self', 'users.self']),
  userType: 'customer',
  customer: ME,
};

const open = (tab = '', principal = MEMBER_LOGIN) =>
  renderWithApp(<ClubDashboardPage />, {
    principal,
    path: `/club/dashboard${tab ? `/${tab}` : ''}`,
    route: '/club/dashboard/:tab?',
  });

describe('the club dashboard', () => {
  it('welcomes the member and shows their trips, money only where they booked, and forms to fill in', async () => {
    mockFetch({
      'GET /api/club/member': () => ({ body: MEMBER }),
      'GET /api/club/bookings': () => ({
        body: [
          {
            booking: 'b1',
            bookingNo: '2026-0042',
            state: 'confirmed',
            type: 'resort',
            from: '2026-07-01',
            to: '2026-07-08',
            place: 'Coral Bay',
            tourName: null,
            booker: true,
            currency: 'EUR',
            total: 140000,
            open: 42000,
          },
          {
            booking: 'b2',
            bookingNo: '2026-0050',
            state: 'confirmed',
            type: 'vessel',
            from: '2026-09-01',
            to: '2026-09-08',
            place: 'MY Manta',
            tourName: 'North route',
            booker: false,
            currency: 'EUR',
            total: 0,
            open: 0,
          },
        ],
      }),
      'GET /api/guestform/self': () => ({
        body: [
          {
            form: 'f1',
            booking: 'b1',
            bookingNo: '2026-0042',
            from: '2026-07-01',
            to: '2026-07-08',
            place: 'Coral Bay',
            state: 'open',
            submittedAt: null,
            url: 'https://x.example/guestform/f1/tok',
          },
        ],
      }),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Emma Johnson' })).toBeVisible();
    expect(screen.getByText('Member since 02.03.2024')).toBeVisible();
    // The dive log is not run by this operator: no tab for it.
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Trips', 'Invoices', 'Points', 'Friends', 'Contests', 'Member card', 'My data']);
    const [mine, guest] = await screen.findAllByTestId('club-booking');
    expect(within(mine!).getByText(/Total €1,400.00, open €420.00/)).toBeVisible();
    expect(within(guest!).getByText('As a guest')).toBeVisible();
    expect(within(guest!).queryByText(/Total/)).toBeNull();
    expect(
      within(await screen.findByTestId('club-form')).getByRole('link', { name: 'Fill in' }),
    ).toHaveAttribute('href', 'https://x.example/guestform/f1/tok');
  });

  it('shows the member card with its QR code to scan at the counter', async () => {
    mockFetch({
      'GET /api/club/member': () => ({ body: MEMBER }),
      [`GET /api/customer/${ME}/card`]: () => ({
        body: {
          customer: ME,
          name: 'Emma Johnson',
          code: `SBM1.${ME}.abcdefabcdefabcdefabcdefabcdefab`,
          tier: { name: 'Wall', color: '#7e57c2' },
          points: 420,
          operator: { name: 'Coral Garden Resort', logoUrl: null },
        },
      }),
    });
    open('card');
    const card = await screen.findByTestId('member-card');
    expect(within(card).getByText('Emma Johnson')).toBeVisible();
    expect(within(card).getByText('Wall')).toBeVisible();
  });

  it('says so to staff, who have no club of their own, without asking the server', async () => {
    const { calls } = mockFetch({});
    open('', principalWith(['admin']));
    expect(await screen.findByText(/This is your guests' member area/)).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('lists invoices with what is open and links each to its page', async () => {
    mockFetch({
      'GET /api/club/member': () => ({ body: MEMBER }),
      'GET /api/club/invoices': () => ({
        body: [
          {
            id: 'i1',
            number: 'RE-2026-0007',
            kind: 'invoice',
            issueDate: '2026-06-01',
            dueDate: '2026-06-15',
            bookingNo: '2026-0042',
            currency: 'EUR',
            gross: 140000,
            open: 42000,
          },
        ],
      }),
    });
    open('invoices');
    const row = await screen.findByTestId('club-invoice');
    expect(within(row).getByText('Invoice RE-2026-0007')).toBeVisible();
    expect(within(row).getByText('Open: €420.00')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Show' })).toHaveAttribute('href', '/club/invoice/i1');
    expect(within(row).getByRole('button', { name: 'Download invoice RE-2026-0007 as PDF' })).toBeVisible();
  });

  it('enters an open contest without asking for anything else', async () => {
    let entered = false;
    const { calls } = mockFetch({
      'GET /api/club/member': () => ({ body: MEMBER }),
      'GET /api/club/contests': () => ({
        body: [
          {
            id: 'k1',
            name: 'Win a week',
            from: '2026-06-01',
            to: '2026-06-30',
            prize: { en: 'A week of diving', de: 'Eine Woche' },
            terms: { en: 'Once per guest', de: '' },
            state: 'open',
            entered,
          },
        ],
      }),
      'POST /api/contest/k1/subscribe': () => {
        entered = true;
        return { status: 204 };
      },
    });
    open('contests');
    expect(await screen.findByText('A week of diving')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Take part' }));
    expect(await screen.findByText('You are in')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({});
  });

  it('saves the member’s data on the version read, and reports a change made meanwhile', async () => {
    let stale = false;
    const { calls } = mockFetch({
      'GET /api/club/member': () => ({ body: MEMBER }),
      'GET /api/club/data': () => ({ body: DATA }),
      'POST /api/club/data': (call) =>
        stale
          ? {
              status: 409,
              body: { description: 'STALE_VERSION', message: 'Someone else changed this customer' },
            }
          : { body: { ...(call.body as object), version: 4 } },
    });
    open('data');
    const city = await screen.findByRole('textbox', { name: 'City' });
    await waitFor(() => expect(city).toHaveValue('Leeds'));
    await userEvent.clear(city);
    await userEvent.type(city, 'York');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your data was saved')).toBeVisible();
    const saved = calls.find((call) => call.method === 'POST')?.body as typeof DATA;
    expect(saved).toMatchObject({
      version: 3,
      address: { city: 'York' },
      masterData: { birthday: '1990-05-04' },
    });
    stale = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Your record was changed meanwhile/)).toBeVisible();
  });
});
