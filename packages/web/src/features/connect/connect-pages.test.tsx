import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import type { SessionUser } from '../../app/session-context.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { MasterBookingPage } from './master-booking-page.tsx';
import { MasterBookingsPage } from './master-bookings-page.tsx';
import { SystemConnectionsPage } from './system-connections-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const BOOKING = 'b0000000-0000-4000-8000-000000000001';
const connection = (id: string, key: string, name: string, type = 'seaberth') => ({
  id,
  version: 1,
  createdAt: '2027-01-01T08:00:00.000Z',
  updatedAt: '2027-01-01T08:00:00.000Z',
  key,
  name,
  type,
  url: `https://${key}.example.test`,
  isActive: true,
});
const remote = {
  id: BOOKING,
  bookingNo: 'RL-2027-0042',
  state: 'confirmed',
  type: 'booking',
  from: '2027-03-01',
  to: '2027-03-05',
  leadName: 'Mara Lindqvist',
  noOfPax: 2,
  asset: 'Reef Lodge',
  assetType: 'resort',
  currency: 'EUR',
  total: 84000,
  paid: 20000,
  bookingDate: '2027-01-10',
};
const session = {
  user: { id: 'u-admin', email: 'admin@group.test' } as SessionUser,
  bootstrap: {
    systems: [
      {
        key: 'lodge',
        name: 'Reef Lodge',
        label: 'Reef Lodge',
        url: 'https://lodge.example.test',
        type: 'seaberth',
      },
      { key: 'wiki', name: 'Wiki', label: 'Wiki', url: 'https://wiki.example.test', type: 'external' },
    ],
  },
};

const row = async (name: string) => (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;

describe('SystemConnectionsPage', () => {
  it('tests a connection and says why it failed, in words', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/systemconnection': () => ({
        body: page([connection('c1', 'lodge', 'Reef Lodge'), connection('c2', 'wiki', 'Wiki', 'external')]),
      }),
      'POST /api/systemconnection/c1/test': () => ({
        body: {
          ok: false,
          reason: 'signature refused (Unknown connection)',
          remoteName: null,
          version: null,
          ms: 12,
        },
      }),
    });
    renderWithApp(<SystemConnectionsPage />, { path: '/config/systems', session });
    const wiki = await row('Wiki');
    // An external system is only framed: nothing to test or link.
    expect(within(wiki).queryByRole('menuitem', { name: /^Test/ })).toBeNull();
    await user.click(
      within(await row('Reef Lodge')).getByRole('menuitem', { name: 'Test the connection to Reef Lodge' }),
    );
    expect(await screen.findByTestId('connection-test-result')).toHaveTextContent(
      'Reef Lodge did not answer as it should: signature refused (Unknown connection)',
    );
    expect(calls.filter((c) => c.url === '/api/systemconnection/c1/test')).toHaveLength(1);
  });

  it('reloads bootstrap after a connection is removed, so the jump menu and the master forget it', async () => {
    const user = userEvent.setup();
    const reloadBootstrap = vi.fn();
    const { calls } = mockFetch({
      'GET /api/systemconnection': () => ({ body: page([connection('c1', 'lodge', 'Reef Lodge')]) }),
      'DELETE /api/systemconnection/c1': () => ({ status: 204 }),
    });
    renderWithApp(<SystemConnectionsPage />, {
      path: '/config/systems',
      session: { ...session, reloadBootstrap },
    });
    await user.click(within(await row('Reef Lodge')).getByRole('menuitem', { name: 'Delete Reef Lodge' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(reloadBootstrap).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("links one's own account to the account over there", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/systemconnection': () => ({ body: page([connection('c1', 'lodge', 'Reef Lodge')]) }),
      'POST /api/users/u-admin/link/lodge': () => ({
        body: {
          user: 'u-admin',
          system: 'lodge',
          externalId: 'x1',
          externalEmail: 'admin@group.test',
          externalName: 'Group admin',
          createdAt: '2027-01-01T08:00:00.000Z',
        },
      }),
    });
    renderWithApp(<SystemConnectionsPage />, { path: '/config/systems', session });
    await user.click(
      within(await row('Reef Lodge')).getByRole('menuitem', { name: 'Link my account in Reef Lodge' }),
    );
    expect(
      await screen.findByText('Linked to Group admin (admin@group.test) over there.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/users/u-admin/link/lodge')).toBe(true);
  });
});

describe('the asset master', () => {
  it('lists the bookings of the first connected installation, searches over there and opens one', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/master/lodge/booking': () => ({ body: page([remote]) }),
    });
    renderWithApp(<MasterBookingsPage />, { path: '/master/booking', session });
    const link = await screen.findByRole('link', { name: 'RL-2027-0042' });
    expect(link).toHaveAttribute('href', `/master/booking/lodge/${BOOKING}`);
    expect(screen.getByText('01.03.2027 – 05.03.2027')).toBeInTheDocument();
    expect(screen.getByText('Mara Lindqvist')).toBeInTheDocument();
    // Only Seaberth installations are offered: an external system has no bookings to read.
    expect(screen.getByRole('combobox', { name: 'Installation' })).toHaveTextContent('Reef Lodge');
    await user.type(screen.getByRole('searchbox', { name: 'Search number or guest' }), 'Mara');
    await waitFor(() => expect(calls.some((c) => c.url.includes('search=Mara'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Lead guest' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('sort=leadName'))).toBe(true));
  });

  it('says what to do when no installation is connected', async () => {
    mockFetch({});
    renderWithApp(<MasterBookingsPage />, {
      path: '/master/booking',
      session: { bootstrap: { systems: [] } },
    });
    expect(await screen.findByText(/No Seaberth installation is connected yet/)).toBeInTheDocument();
  });

  it('shows a remote booking read-only with its guests and guest forms', async () => {
    mockFetch({
      [`GET /api/master/lodge/booking/${BOOKING}`]: () => ({
        body: {
          ...remote,
          system: 'lodge',
          systemName: 'Reef Lodge',
          guests: [{ customer: 'c1', name: 'Mara Lindqvist', email: 'mara@guest.test', room: 'R1' }],
        },
      }),
      [`GET /api/master/lodge/booking/${BOOKING}/guestform`]: () => ({
        body: [
          {
            id: 'f1',
            customerName: 'Mara Lindqvist',
            state: 'submitted',
            submittedAt: '2027-02-01T09:30:00.000Z',
            data: { masterData: { firstName: 'Mara', birthday: '1990-04-12' }, remarks: 'Vegetarian' },
          },
        ],
      }),
    });
    renderWithApp(<MasterBookingPage />, {
      path: `/master/booking/lodge/${BOOKING}`,
      route: '/master/booking/:system/:id',
      session,
    });
    expect(
      await screen.findByRole('heading', { name: 'Booking RL-2027-0042 in Reef Lodge' }),
    ).toBeInTheDocument();
    expect(screen.getByText('mara@guest.test')).toBeInTheDocument();
    expect(await screen.findByText('Vegetarian')).toBeInTheDocument();
    expect(screen.getByText('12.04.1990')).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /save|edit/i })).toBeNull();
  });

  it("names a form's custom answers with the labels sent, in the reader's language, else by their key", async () => {
    const form = (labels?: object) => ({
      id: 'f1',
      customerName: 'Mara Lindqvist',
      state: 'submitted',
      submittedAt: null,
      data: { extra: { reef: 'Blue Corner', boat: 'Morning' }, data: { shoe: '42' } },
      ...(labels ? { labels } : {}),
    });
    let answer = [
      form({ 'extra.reef': { en: 'Favourite reef', de: 'Lieblingsriff' }, 'data.shoe': 'Shoe size' }),
    ];
    mockFetch({
      [`GET /api/master/lodge/booking/${BOOKING}`]: () => ({
        body: { ...remote, system: 'lodge', systemName: 'Reef Lodge', guests: [] },
      }),
      [`GET /api/master/lodge/booking/${BOOKING}/guestform`]: () => ({ body: answer }),
    });
    const options = {
      path: `/master/booking/lodge/${BOOKING}`,
      route: '/master/booking/:system/:id',
      session,
    };
    const german = renderWithApp(<MasterBookingPage />, { ...options, language: 'de' });
    expect(await screen.findByText('Lieblingsriff')).toBeInTheDocument();
    expect(screen.getByText('Shoe size')).toBeInTheDocument();
    // A question the other side sent no label for keeps its key.
    expect(screen.getByText('extra.boat')).toBeInTheDocument();
    expect(screen.queryByText('extra.reef')).toBeNull();
    german.unmount();
    // An installation from before the labels were sent: the keys, as before.
    answer = [form()];
    renderWithApp(<MasterBookingPage />, options);
    expect(await screen.findByText('extra.reef')).toBeInTheDocument();
    expect(screen.getByText('data.shoe')).toBeInTheDocument();
  });

  it('says plainly when the installation cannot be reached', async () => {
    mockFetch({
      [`GET /api/master/lodge/booking/${BOOKING}`]: () => ({
        status: 502,
        body: {
          error: 'Bad Gateway',
          statusCode: 502,
          description: 'SYSTEM_UNREACHABLE',
          message: 'Reef Lodge could not be reached or refused the call: ECONNREFUSED',
          params: { system: 'Reef Lodge', reason: 'ECONNREFUSED' },
        },
      }),
      [`GET /api/master/lodge/booking/${BOOKING}/guestform`]: () => ({ status: 502, body: {} }),
    });
    renderWithApp(<MasterBookingPage />, {
      path: `/master/booking/lodge/${BOOKING}`,
      route: '/master/booking/:system/:id',
      session,
    });
    expect(
      await screen.findByText(/Reef Lodge could not be reached or refused the call: ECONNREFUSED/),
    ).toBeInTheDocument();
  });
});
