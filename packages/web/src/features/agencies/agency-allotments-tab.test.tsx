import type { Allotment } from '@seaberth/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { AgencyAllotmentsTab } from './agency-allotments-tab.tsx';
import {
  allotment,
  BLUE,
  CORAL_BAY,
  DOUBLE_CABIN,
  MANTA,
  TRIP_1,
  TRIP_2,
} from '../../../test/fixtures/agencies.ts';

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-01T10:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const HELD = allotment('a1');
const RESORT_STAY = allotment('a2', {
  asset: CORAL_BAY,
  assetName: 'Coral Bay',
  schedule: null,
  tourName: null,
  from: '2027-02-01',
  to: '2027-02-08',
  releaseDate: '2027-01-02',
  note: '',
  rooms: [{ id: 'r9', name: 'Room 101', held: false }],
  bookings: [],
});
const RELEASED = allotment('a3', {
  releasedAt: '2026-10-20T00:00:00.000Z',
  note: 'Old fair',
  rooms: [{ id: 'r4', name: 'Cabin 4', held: false }],
  bookings: [],
});

const trip = (id: string, from: string, to: string, freeBeds: number) => ({
  id,
  tour: 't1',
  tourName: 'Komodo North',
  vessel: MANTA,
  vesselName: 'MV Manta',
  from,
  to,
  freeBeds,
});

const NOT_ENOUGH_ROOMS = {
  status: 409,
  body: {
    error: 'Conflict',
    statusCode: 409,
    description: 'NOT_ENOUGH_ROOMS',
    message: 'Only 1 rooms are free on Coral Bay between 20.11.2026 and 27.11.2026, 2 were asked for',
    params: { place: 'Coral Bay', free: 1, count: 2, from: '20.11.2026', to: '27.11.2026' },
    path: `/api/agency/${BLUE}/allotments`,
    method: 'POST',
    timestamp: '',
  },
};

/** The allotment API with a list that grows by what is created and changes with a release. */
function serve(create?: (call: RecordedCall) => { status: number; body: unknown }) {
  let list: Allotment[] = [HELD, RESORT_STAY];
  const row = (base: Allotment) => ({ id: base.asset, version: 1, name: base.assetName });
  return mockFetch({
    'GET /api/agency/allotments': (call) => {
      const all = [...list, RELEASED];
      const released = new URL(call.url, 'http://x').searchParams.get('released') === 'true';
      return { body: released ? all : all.filter((a) => !a.releasedAt) };
    },
    'GET /api/vessel': () => ({ body: page([row(HELD)]) }),
    'GET /api/resort': () => ({ body: page([row(RESORT_STAY)]) }),
    'GET /api/roomtypes': () => ({ body: page([{ id: DOUBLE_CABIN, version: 1, name: 'Double cabin' }]) }),
    'GET /api/schedule/booking': () => ({
      body: page([trip(TRIP_1, '2027-01-02', '2027-01-09', 9), trip(TRIP_2, '2027-01-16', '2027-01-23', 1)]),
    }),
    [`POST /api/agency/${BLUE}/allotments`]: (call) => {
      if (create) return create(call);
      const created = allotment('a9', {
        schedule: TRIP_2,
        from: '2027-01-16',
        to: '2027-01-23',
        note: 'New',
      });
      list = [...list, created];
      return { status: 201, body: [created] };
    },
    'PATCH /api/agency/allotments/a2': (call) => ({ body: { ...RESORT_STAY, ...(call.body as object) } }),
    'POST /api/agency/allotments/a1/release': () => {
      list = list.map((a) => (a.id === 'a1' ? { ...a, releasedAt: '2026-11-01T10:00:00.000Z' } : a));
      return { body: list[0] };
    },
  });
}

const writes = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.url, call.body]);

async function pick(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

function renderTab(scopes = ['agencies.read', 'agencies.update']) {
  return renderWithApp(<AgencyAllotmentsTab agency={BLUE} />, {
    principal: { ...principalWith(scopes), agency: BLUE },
  });
}

async function openNew() {
  await userEvent.click(await screen.findByRole('button', { name: 'New allotment' }));
  return screen.getByRole('dialog', { name: 'New allotment' });
}

describe('AgencyAllotmentsTab', () => {
  it('lists the allotments with their rooms, bookings and state, released ones on request', async () => {
    const { calls } = serve();
    renderTab();
    const trip = await screen.findByTestId('allotment-a1');
    expect(trip).toHaveTextContent('MV Manta');
    expect(trip).toHaveTextContent('Komodo North');
    expect(trip).toHaveTextContent('02.01.2027 – 09.01.2027');
    expect(trip).toHaveTextContent('03.12.2026');
    expect(trip).toHaveTextContent('held');
    expect(trip).toHaveTextContent('Dive fair Düsseldorf');
    expect(within(trip).getByText('Cabin 2').closest('[data-held]')).toHaveAttribute('data-held', 'true');
    expect(within(trip).getByText('Cabin 1').closest('[data-held]')).toHaveAttribute('data-held', 'false');
    expect(within(trip).getByRole('link', { name: 'B-3001' })).toHaveAttribute('href', '/booking/b31');
    const resort = screen.getByTestId('allotment-a2');
    expect(resort).toHaveTextContent('Coral BayResort stay01.02.2027 – 08.02.2027');
    expect(resort).toHaveTextContent('used up');
    expect(screen.queryByTestId('allotment-a3')).toBeNull();
    expect(calls.map((c) => c.url)).toContain(`/api/agency/allotments?agency=${BLUE}&released=false`);

    await userEvent.click(screen.getByRole('switch', { name: 'Show released' }));
    const released = await screen.findByTestId('allotment-a3');
    expect(released).toHaveTextContent('released');
    // Nothing is left to move or release on a released allotment.
    expect(within(released).queryByRole('button')).toBeNull();
    expect(calls.map((c) => c.url)).toContain(`/api/agency/allotments?agency=${BLUE}&released=true`);
  });

  it('holds rooms on ticked trips of a vessel, released 30 days before the first', async () => {
    const { calls } = serve();
    renderTab();
    const dialog = await openNew();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Choose the vessel.')).toBeVisible();
    expect(writes(calls)).toEqual([]);

    await pick(/Vessel/, 'MV Manta');
    await userEvent.click(
      await within(dialog).findByRole('checkbox', { name: /16\.01\.2027 – 23\.01\.2027 · 1 bed free/ }),
    );
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: /02\.01\.2027 – 09\.01\.2027 · 9 beds free/ }),
    );
    const trips = calls.find((c) => c.url.startsWith('/api/schedule/booking'));
    expect(Object.fromEntries(new URL(trips?.url ?? '', 'http://x').searchParams)).toMatchObject({
      new: 'true',
      short: 'true',
      size: '0',
      filter: JSON.stringify({ vessel: MANTA }),
    });
    const count = within(dialog).getByRole('spinbutton', { name: /How many rooms/ });
    expect(count).toHaveValue(2);
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await pick(/Room type/, 'Double cabin');
    expect(within(dialog).getByLabelText(/Release date/)).toHaveValue('03.12.2026');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Spring fair');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      [
        'POST',
        `/api/agency/${BLUE}/allotments`,
        {
          schedules: [TRIP_2, TRIP_1],
          count: 3,
          roomType: DOUBLE_CABIN,
          releaseDate: '2026-12-03',
          note: 'Spring fair',
        },
      ],
    ]);
    expect(await screen.findByTestId('allotment-a9')).toHaveTextContent('16.01.2027 – 23.01.2027');
  });

  it('holds rooms at a resort for a period, released today when the stay is less than 30 days off', async () => {
    const { calls } = serve();
    renderTab();
    const dialog = await openNew();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resort' }));
    await pick(/Resort/, 'Coral Bay');
    fireEvent.change(within(dialog).getByLabelText(/Arrival/), { target: { value: '20.11.2026' } });
    expect(within(dialog).getByLabelText(/Departure/)).toHaveValue('27.11.2026');
    expect(within(dialog).getByLabelText(/Release date/)).toHaveValue('01.11.2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      [
        'POST',
        `/api/agency/${BLUE}/allotments`,
        {
          resort: CORAL_BAY,
          from: '2026-11-20',
          to: '2026-11-27',
          count: 2,
          releaseDate: '2026-11-01',
          note: '',
        },
      ],
    ]);
  });

  it('says inside the dialog when not enough rooms are free', async () => {
    serve(() => NOT_ENOUGH_ROOMS);
    renderTab();
    const dialog = await openNew();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resort' }));
    await pick(/Resort/, 'Coral Bay');
    fireEvent.change(within(dialog).getByLabelText(/Arrival/), { target: { value: '20.11.2026' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only 1 rooms are free on Coral Bay between 20.11.2026 and 27.11.2026, 2 were asked for; nothing was changed.',
    );
    expect(screen.getByRole('dialog', { name: 'New allotment' })).toBeInTheDocument();
  });

  it('releases an allotment only after asking, and moves a release date', async () => {
    const { calls } = serve();
    renderTab();
    const row = await screen.findByTestId('allotment-a1');
    await userEvent.click(within(row).getByRole('button', { name: 'Release now' }));
    const dialog = screen.getByRole('dialog', { name: 'Release this allotment now?' });
    expect(dialog).toHaveTextContent(
      'MV Manta · Komodo North, 02.01.2027 – 09.01.2027: the 2 rooms still held for Blue Water Travel go back to open sale now.',
    );
    expect(writes(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([['POST', '/api/agency/allotments/a1/release', undefined]]);
    // Released ones are hidden unless asked for: the row leaves the list.
    await waitFor(() => expect(screen.queryByTestId('allotment-a1')).toBeNull());

    await userEvent.click(
      within(screen.getByTestId('allotment-a2')).getByRole('button', { name: 'Change release date' }),
    );
    const move = screen.getByRole('dialog', { name: 'Change release date' });
    expect(within(move).getByLabelText(/Release date/)).toHaveValue('02.01.2027');
    fireEvent.change(within(move).getByLabelText(/Release date/), { target: { value: '15.01.2027' } });
    await userEvent.type(within(move).getByRole('textbox', { name: 'Note' }), 'Asked for more time');
    await userEvent.click(within(move).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls).at(-1)).toEqual([
      'PATCH',
      '/api/agency/allotments/a2',
      { releaseDate: '2027-01-15', note: 'Asked for more time' },
    ]);
  });

  it('shows an agent their allotments read-only', async () => {
    serve();
    renderTab(['agencies.self']);
    const row = await screen.findByTestId('allotment-a1');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New allotment' })).toBeNull();
  });
});
