import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { RoomEditPage } from './room-edit-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The whole room page renders here; next to other test files in parallel it needs more than 5 s. */
const PAGE_TIMEOUT = 60_000;

const VESSEL = '7b0c6c1e-3f1a-4c59-9a53-2f6f1e0b9a01';
const DECK = '7b0c6c1e-3f1a-4c59-9a53-2f6f1e0b9a02';
const BUNK = '7b0c6c1e-3f1a-4c59-9a53-2f6f1e0b9a03';

const bed = (no: number, extra: Record<string, unknown> = {}) => ({
  no,
  active: true,
  visible: true,
  type: '',
  maxAge: -1,
  internalId: '',
  ...extra,
});

const cabin = {
  id: 'r1',
  version: 4,
  createdAt: '',
  updatedAt: '',
  type: 'Cabin',
  name: 'Cabin 3',
  internalId: '',
  resort: null,
  vessel: VESSEL,
  roomType: null,
  deck: DECK,
  isActive: true,
  isVisible: true,
  hide: false,
  blocked: false,
  allowSharedRoom: false,
  allowMixedGender: false,
  bedType: '',
  additionalBedTypes: [],
  configuration: {
    maxNoOfPax: 2,
    minNoOfPax: 1,
    defaultNoOfPax: 2,
    single: false,
    double: true,
    fan: false,
    acc: true,
    seaview: false,
    warmwater: true,
    beds: [bed(0), bed(1, { maxAge: 12 })],
  },
  plan: { x: 10, y: 4, w: 10, h: 8 },
  description: { de: '', en: '' },
  images: [],
  availableBeds: 2,
};

function serve() {
  return mockFetch({
    'GET /api/rooms/r1': () => ({ body: cabin }),
    'GET /api/vessel': () => ({ body: page([{ id: VESSEL, version: 1, name: 'MV Manta' }]) }),
    'GET /api/roomtypes': () => ({ body: page([]) }),
    'GET /api/vesseldeck': () => ({
      body: page([{ id: DECK, version: 1, vessel: VESSEL, name: 'Main deck', sort: 1 }]),
    }),
    'GET /api/bedtype': () => ({ body: page([{ id: BUNK, version: 1, name: 'Bunk' }]) }),
    'GET /api/media': () => ({ body: page([]) }),
    [`GET /api/rooms/occupancy/${VESSEL}`]: () => ({ body: { from: '', to: '', rooms: [] } }),
    'POST /api/rooms/r1': (call) => ({ body: { ...cabin, ...(call.body as object), version: 5 } }),
  });
}

describe('BedEditor on the room page', () => {
  it(
    'shows stored bed numbers read-only, adds and removes beds, and saves them',
    async () => {
      const user = userEvent.setup();
      const { calls } = serve();
      renderWithApp(<RoomEditPage />, { path: '/room/r1', route: '/room/:id' });

      const beds = await screen.findByRole('list', { name: 'Beds' });
      expect(
        within(beds)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Bed 1', 'Bed 2']);
      expect(screen.getByText('2 beds, 2 active')).toBeInTheDocument();
      const second = within(beds).getByRole('listitem', { name: 'Bed 2' });
      expect(within(second).getByRole('spinbutton', { name: 'Max. age' })).toHaveValue(12);
      // The number is not an input anyone could change.
      expect(within(second).queryByRole('textbox', { name: /number/i })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Add bed' }));
      const added = within(beds).getByRole('listitem', { name: 'New bed' });
      await user.click(within(added).getByRole('combobox', { name: 'Bed type' }));
      await user.click(await screen.findByRole('option', { name: 'Bunk' }));
      await user.click(within(added).getByRole('checkbox', { name: 'Visible' }));
      await user.click(screen.getByRole('button', { name: 'Remove Bed 1' }));
      await user.clear(within(second).getByRole('spinbutton', { name: 'Max. age' }));
      expect(screen.getByText('2 beds, 2 active')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
      const body = calls.find((c) => c.method === 'POST')!.body as typeof cabin & { version: number };
      expect(body.version).toBe(4);
      expect(body.configuration.beds).toEqual([
        bed(1, { maxAge: -1 }),
        { active: true, visible: false, type: BUNK, maxAge: -1, internalId: '' },
      ]);
      // The rest of the cabin travels unchanged, its place on the deck plan included.
      expect(body).toMatchObject({
        type: 'Cabin',
        vessel: VESSEL,
        deck: DECK,
        plan: cabin.plan,
        resort: null,
      });
    },
    PAGE_TIMEOUT,
  );

  it(
    'keeps the last bed',
    async () => {
      const user = userEvent.setup();
      serve();
      renderWithApp(<RoomEditPage />, { path: '/room/r1', route: '/room/:id' });
      await user.click(await screen.findByRole('button', { name: 'Remove Bed 1' }));
      expect(screen.getByRole('button', { name: 'Remove Bed 2' })).toBeDisabled();
    },
    PAGE_TIMEOUT,
  );
});
