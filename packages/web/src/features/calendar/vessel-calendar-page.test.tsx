import { addDays, type Occupancy } from '@seaberth/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import type { CalendarAnswer, CalendarVessel } from './calendar-model.ts';
import { VesselCalendarPage } from './vessel-calendar-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function vessel(id: string, name: string, cabins: number): CalendarVessel {
  return {
    id,
    name,
    decks: [{ id: `${id}-main`, name: 'Main deck', sort: 1 }],
    cabins: Array.from({ length: cabins }, (_, i) => ({
      id: `${id}-c${i + 1}`,
      name: `${name} ${i + 1}`,
      deck: i % 2 === 0 ? `${id}-main` : null,
      availableBeds: 2,
      activeBeds: [0, 1],
      blocked: false,
    })),
  };
}

function weekly(vesselId: string, first: string, count: number) {
  return Array.from({ length: count }, (_, week) => ({
    id: `${vesselId}-t${week}`,
    tour: 'tour',
    tourName: week % 2 ? 'Komodo South' : 'Komodo North',
    vessel: vesselId,
    from: addDays(first, week * 7),
    to: addDays(first, week * 7 + 7),
    status: 'open',
    nights: 7,
  }));
}

function answer(from: string, to: string, extra: Partial<CalendarAnswer> = {}): CalendarAnswer {
  return {
    from,
    to,
    weekend: { arrivalDays: [], departureDays: [] },
    vessels: [vessel('v1', 'Manta', 3), vessel('v2', 'Dugong', 2)],
    schedules: [...weekly('v1', '2027-01-02', 4), ...weekly('v2', '2027-01-05', 3)],
    occupancies: [],
    ...extra,
  };
}

const blocker: Occupancy = {
  id: 'o1',
  room: 'v1-c2',
  beds: [0, 64],
  from: '2027-01-10',
  to: '2027-01-12',
  kind: 'blocker',
  reason: 'OutOfOrder',
  note: '',
};

const open = (path: string) => renderWithApp(<VesselCalendarPage />, { path, route: '/booking/calendar' });

describe('VesselCalendarPage', () => {
  it('draws each vessel’s trips and each cabin’s state per trip from one call for the range', async () => {
    const { calls } = mockFetch({
      'GET /api/tour/calendar/2027-01-01/2027-02-01': () => ({
        body: answer('2027-01-01', '2027-02-01', { occupancies: [blocker] }),
      }),
    });
    open('/booking/calendar?month=2027-01&span=1');

    const manta = await screen.findByRole('region', { name: 'Manta' });
    expect(within(manta).getAllByRole('gridcell', { name: /^Komodo/ })).toHaveLength(4);
    const cells = manta.querySelectorAll('.c');
    expect(cells).toHaveLength(3 * 4);
    const outOfOrder = within(manta).getByRole('gridcell', { name: /Manta 2 · Komodo South\s+09\.01\.2027/ });
    expect(outOfOrder).toHaveAttribute('data-s', 'outOfOrder');
    expect(outOfOrder.getAttribute('aria-label')).toContain('0 of 2 beds free');
    expect(manta.querySelectorAll('.c[data-s="free"]')).toHaveLength(11);
    // The trip bar counts free cabins: the second trip has one blocked cabin.
    expect(
      within(manta).getByRole('gridcell', { name: /Komodo South\s+09\.01\.2027.*\s+2 of 3 cabins free/ }),
    ).toBeInTheDocument();
    // Cabins grouped by deck, the ones without a deck last.
    expect(within(manta).getByRole('rowgroup', { name: 'Main deck' })).toHaveTextContent('Manta 1');
    expect(within(manta).getByRole('rowgroup', { name: 'Not on a deck' })).toHaveTextContent('Manta 2');

    expect(screen.getByRole('region', { name: 'Dugong' }).querySelectorAll('.c')).toHaveLength(2 * 3);
    expect(calls).toHaveLength(1);
  });

  it('marks weekends on a month and pages by month with one call per range', async () => {
    const { calls } = mockFetch({
      'GET /api/tour/calendar/2027-01-01/2027-02-01': () => ({ body: answer('2027-01-01', '2027-02-01') }),
      'GET /api/tour/calendar/2027-02-01/2027-03-01': () => ({
        body: answer('2027-02-01', '2027-03-01', { schedules: weekly('v1', '2027-02-06', 3) }),
      }),
    });
    open('/booking/calendar?month=2027-01&span=1');
    const manta = await screen.findByRole('region', { name: 'Manta' });
    const lane = manta.querySelector('.c')!.parentElement!;
    expect(lane.style.backgroundImage).toContain('linear-gradient');
    // 2027-01-01 is a Friday: the tile starts Fri, Sat, Sun, so days 2 and 3 of 7 are tinted.
    const tinted = [...lane.style.backgroundImage.matchAll(/(transparent|rgba\([^)]*\)) [\d.]+%/g)].map(
      (m) => m[1] !== 'transparent',
    );
    expect(tinted).toEqual([false, true, true, false, false, false, false]);

    await userEvent.click(screen.getByRole('button', { name: 'One month on' }));
    await waitFor(() =>
      expect(screen.getByTestId('vessel-calendar')).toHaveAttribute('data-range', '2027-02-01/2027-03-01'),
    );
    expect(screen.getByRole('heading', { name: '01.02.2027 – 28.02.2027' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/tour/calendar/2027-01-01/2027-02-01',
      '/api/tour/calendar/2027-02-01/2027-03-01',
    ]);
  });

  it('shows one vessel when picked', async () => {
    mockFetch({
      'GET /api/tour/calendar/2027-01-01/2027-02-01': () => ({ body: answer('2027-01-01', '2027-02-01') }),
    });
    open('/booking/calendar?month=2027-01&span=1');
    await screen.findByRole('region', { name: 'Dugong' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Vessel' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Manta' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Dugong' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Manta' })).toBeInTheDocument();
  });

  it('opens the trip when a cabin is clicked', async () => {
    mockFetch({
      'GET /api/tour/calendar/2027-01-01/2027-02-01': () => ({ body: answer('2027-01-01', '2027-02-01') }),
    });
    open('/booking/calendar?month=2027-01&span=1');
    const manta = await screen.findByRole('region', { name: 'Manta' });
    await userEvent.click(manta.querySelector('.c[data-trip="v1-t1"]')!);
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('draws a year of 2 vessels × 52 trips × 15 cabins as plain cells', async () => {
    const year = answer('2027-01-01', '2028-01-01', {
      vessels: [vessel('v1', 'Manta', 15), vessel('v2', 'Dugong', 15)],
      schedules: [...weekly('v1', '2027-01-02', 52), ...weekly('v2', '2026-12-29', 52)],
    });
    const { calls } = mockFetch({ 'GET /api/tour/calendar/2027-01-01/2028-01-01': () => ({ body: year }) });
    open('/booking/calendar?month=2027-01&span=12');
    await screen.findByRole('region', { name: 'Manta' });
    expect(screen.getByTestId('vessel-calendar').querySelectorAll('.c')).toHaveLength(2 * 52 * 15);
    expect(calls).toHaveLength(1);
  }, 20_000);

  it('says so when there is no vessel', async () => {
    mockFetch({
      'GET /api/tour/calendar/2027-01-01/2027-02-01': () => ({
        body: answer('2027-01-01', '2027-02-01', { vessels: [], schedules: [] }),
      }),
    });
    open('/booking/calendar?month=2027-01&span=1');
    expect(await screen.findByText(/no active vessel/)).toBeInTheDocument();
  });
});
