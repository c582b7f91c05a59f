import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { SchedulePage } from './schedule-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const meta = { version: 1, createdAt: '', updatedAt: '' };
const schedule = {
  id: 's1',
  ...meta,
  tour: 't1',
  vessel: 'v1',
  from: '2027-01-02',
  to: '2027-01-09',
  status: 'open',
  divesPerDay: 3,
  diveDays: null,
  note: 'Full moon week',
};
const info = {
  schedule,
  tour: { id: 't1', ...meta, name: 'Komodo North', nights: 7 },
  vesselName: 'MV Manta',
  nights: 7,
  diveDays: 5,
  divesPerDay: 3,
  lastNight: '2027-01-08',
  cabins: 3,
};
const room = (id: string, name: string, nights: string[]) => ({
  id,
  name,
  type: 'Cabin',
  resort: null,
  vessel: 'v1',
  roomType: null,
  deck: null,
  availableBeds: 2,
  blocked: false,
  nights,
  occupancies: [],
});
const week = (state: string) => Array.from({ length: 7 }, () => state);

function mockTrip() {
  return mockFetch({
    'GET /api/schedule/s1/info': () => ({ body: info }),
    'GET /api/rooms/occupancy/v1': () => ({
      body: {
        from: '2027-01-02',
        to: '2027-01-09',
        rooms: [
          room('c1', 'Cabin 1', week('free')),
          room('c2', 'Cabin 2', week('full')),
          room('c3', 'Cabin 3', [...week('free').slice(1), 'blocked']),
        ],
      },
    }),
    'GET /api/vessellist': () => ({ body: page([]) }),
  });
}

describe('the trip page', () => {
  it('shows the trip, its dive plan and each cabin in its state', async () => {
    const { calls } = mockTrip();
    renderWithApp(<SchedulePage />, { path: '/schedule/s1', route: '/schedule/:schedule' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Komodo North · MV Manta' })).toBeVisible();
    expect(screen.getByText('Sa 02.01.2027 – Sa 09.01.2027')).toBeVisible();
    expect(screen.getByText('Saturday, 02.01.2027')).toBeVisible();
    expect(screen.getByText('5 (derived)')).toBeVisible();
    expect(screen.getByText('Open')).toBeVisible();
    expect(screen.getByText('Full moon week')).toBeVisible();

    const cabins = await screen.findByRole('list', { name: 'Cabins' });
    expect(
      within(cabins)
        .getAllByRole('listitem')
        .map((tile) => tile.getAttribute('aria-label')),
    ).toEqual(['Cabin 1: Free', 'Cabin 2: Full', 'Cabin 3: Blocked']);
    // One occupancy call for the whole trip, however many cabins.
    const occupancy = calls.filter((call) => call.url.includes('/api/rooms/occupancy/'));
    expect(occupancy).toHaveLength(1);
    expect(occupancy[0]?.url).toContain('from=2027-01-02');
    expect(occupancy[0]?.url).toContain('to=2027-01-09');

    expect(screen.getByRole('link', { name: 'Show on calendar' })).toHaveAttribute(
      'href',
      '/booking/calendar?vessel=v1&month=2027-01',
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/tour/t1/schedules/s1');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  it('offers neither edit nor delete to someone who may only read', async () => {
    mockTrip();
    renderWithApp(<SchedulePage />, {
      path: '/schedule/s1',
      route: '/schedule/:schedule',
      principal: principalWith(['schedules.read']),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Komodo North · MV Manta' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Show on calendar' })).toBeVisible();
  });

  it('lists the trip’s guests and payments and books cabins from the page', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockTrip();
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/schedule/s1/customers')) return Response.json([]);
      if (url.startsWith('/api/tour/t1/s1/payments')) return Response.json({ bookings: [], totals: [] });
      if (url.startsWith('/api/rooms/available/v1')) return Response.json([]);
      return base(input, init);
    });
    renderWithApp(<SchedulePage />, { path: '/schedule/s1', route: '/schedule/:schedule' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Guests' })).toBeVisible();
    expect(await screen.findByText('Nobody is booked on this trip yet.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Payments' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mail to guests' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Book cabins' }));
    const dialog = screen.getByRole('dialog', { name: 'Book cabins' });
    expect(await within(dialog).findByText('No cabin is free for the whole trip.')).toBeVisible();
  });
});
