import { addDays, isWeekend, type NightState } from '@seaberth/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { AvailabilityGrid } from './availability-grid.tsx';
import type { OccupancyAnswer, RoomOccupancy } from './use-occupancy.ts';

afterEach(() => vi.unstubAllGlobals());

const FROM = '2027-03-01';
const TO = '2027-04-01';

function room(
  id: string,
  name: string,
  nights: NightState[],
  occupancies: RoomOccupancy['occupancies'] = [],
) {
  return {
    id,
    name,
    type: 'Cabin',
    resort: null,
    vessel: 'v1',
    roomType: null,
    deck: null,
    availableBeds: 2,
    minGuests: 1,
    blocked: false,
    nights,
    occupancies,
  } satisfies RoomOccupancy;
}

const nights = (fill: NightState, overrides: Record<number, NightState> = {}) =>
  Array.from({ length: 31 }, (_, i) => overrides[i] ?? fill);

function answer(rooms: RoomOccupancy[]): OccupancyAnswer {
  return { from: FROM, to: TO, rooms };
}

describe('AvailabilityGrid', () => {
  it('colours every night by its state from one request, with the reason in the tooltip', async () => {
    const blocker = {
      id: 'o1',
      room: 'c1',
      beds: [0, 64] as [number, number],
      from: '2027-03-02',
      to: '2027-03-04',
      kind: 'blocker' as const,
      reason: 'OutOfOrder' as const,
      note: 'pump broken',
    };
    const maintenance = {
      ...blocker,
      id: 'o2',
      from: '2027-03-10',
      to: '2027-03-11',
      reason: 'Maintanance' as const,
      note: '',
    };
    const { calls } = mockFetch({
      'GET /api/rooms/occupancy/v1': () => ({
        body: answer([
          room('c1', 'Cabin 1', nights('free', { 1: 'blocked', 2: 'blocked', 9: 'blocked' }), [
            blocker,
            maintenance,
          ]),
          room('c2', 'Cabin 2', nights('free', { 0: 'partial', 1: 'full' })),
        ]),
      }),
    });
    renderWithApp(<AvailabilityGrid assetId="v1" initialFrom={FROM} />);

    const grid = await screen.findByRole('table', { name: /Availability 01\.03\.2027 – 31\.03\.2027/ });
    const rows = within(grid).getAllByRole('row');
    // Header, two rooms, the free-rooms footer.
    expect(rows).toHaveLength(4);
    const cabin1 = within(rows[1]!).getAllByRole('cell');
    const cabin2 = within(rows[2]!).getAllByRole('cell');
    expect(cabin1).toHaveLength(31);
    expect(cabin1[0]).toHaveAttribute('data-s', 'free');
    expect(cabin1[1]).toHaveAttribute('data-s', 'outOfOrder');
    expect(cabin1[1]).toHaveAttribute('title', expect.stringContaining('Out of order — pump broken'));
    expect(cabin1[9]).toHaveAttribute('data-s', 'blocked');
    expect(cabin1[9]).toHaveAttribute('title', 'Cabin 1 · 10.03.2027: Blocked — Maintenance');
    expect(cabin2[0]).toHaveAttribute('data-s', 'partial');
    expect(cabin2[1]).toHaveAttribute('data-s', 'full');

    // Weekends of SPEC §9 are marked on the header and on every cell of that night.
    const headers = within(rows[0]!).getAllByRole('columnheader').slice(1);
    headers.forEach((header, i) => {
      const weekend = isWeekend(addDays(FROM, i));
      expect(header.hasAttribute('data-w'), addDays(FROM, i)).toBe(weekend);
      expect(cabin1[i]!.hasAttribute('data-w')).toBe(weekend);
    });
    // Free rooms per night: night 2 (both taken) has none.
    const footer = within(rows[3]!).getAllByRole('cell');
    expect(footer[0]).toHaveTextContent('1');
    expect(footer[1]).toHaveTextContent('0');
    expect(footer[4]).toHaveTextContent('2');

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`/api/rooms/occupancy/v1?from=${FROM}&to=${TO}`);
  });

  it('draws 200 rooms × 31 nights as plain cells from a single call', async () => {
    const many = Array.from({ length: 200 }, (_, i) =>
      room(`r${i}`, `Room ${i}`, nights(i % 2 ? 'full' : 'free')),
    );
    const { calls } = mockFetch({ 'GET /api/rooms/occupancy/r': () => ({ body: answer(many) }) });
    renderWithApp(<AvailabilityGrid assetId="r" initialFrom={FROM} />);
    const grid = await screen.findByRole('table');
    const cells = grid.querySelectorAll('.c');
    expect(cells).toHaveLength(200 * 31);
    expect(grid.querySelectorAll('.c[data-s="full"]')).toHaveLength(100 * 31);
    expect(calls).toHaveLength(1);
  }, 20_000);

  it('draws the taken-or-free answer an agent gets: full nights, no notes, no names', async () => {
    // What the server sends a reader without bookings.read (issue 31 finding 10).
    const taken = {
      id: 'o1',
      room: 'c1',
      beds: [0, 64] as [number, number],
      from: '2027-03-02',
      to: '2027-03-04',
      kind: 'booking' as const,
      reason: null,
      note: '',
    };
    mockFetch({
      'GET /api/rooms/occupancy/v1': () => ({
        body: answer([room('c1', 'Cabin 1', nights('free', { 1: 'full', 2: 'full' }), [taken])]),
      }),
    });
    renderWithApp(<AvailabilityGrid assetId="v1" initialFrom={FROM} />);
    const grid = await screen.findByRole('table');
    const cells = within(within(grid).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[0]).toHaveAttribute('data-s', 'free');
    expect(cells[1]).toHaveAttribute('data-s', 'full');
    expect(cells[1]).toHaveAttribute('title', 'Cabin 1 · 02.03.2027: Full — Booked');
  });

  it('says so when the asset has no rooms yet', async () => {
    mockFetch({ 'GET /api/rooms/occupancy/v1': () => ({ body: answer([]) }) });
    renderWithApp(<AvailabilityGrid assetId="v1" initialFrom={FROM} />);
    expect(await screen.findByText(/No active rooms yet/)).toBeInTheDocument();
  });
});
