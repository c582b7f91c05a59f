import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { PriceListEditPage } from './price-list-edit-page.tsx';
import {
  DELUXE,
  LIST,
  meta,
  RESORT,
  ROOM_1,
  referenceHandlers,
  STANDARD,
} from '../../../test/fixtures/pricing.ts';
import { keepAllStyles } from '../../../test/emotion-styles.ts';

// This file asserts styles beyond what decides visibility: the timeline places its bars with `left`.
keepAllStyles();

const E1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const E2 = 'aaaaaaaa-0000-4000-8000-000000000002';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = {
  id: LIST,
  ...meta,
  version: 4,
  name: 'Resort 2027',
  internalId: '',
  resort: RESORT,
  vessel: null,
  status: 'active',
  type: '',
  calculationType: 'unit',
  valid: { from: '2027-01-07', to: '2027-12-19' },
  periods: [
    { season: 'Low', from: '2027-01-07', to: '2027-06-30' },
    { season: 'High', from: '2027-07-01', to: '2027-08-31' },
    { season: 'Low', from: '2027-09-01', to: '2027-12-19' },
  ],
  entries: [
    { id: E1, roomType: STANDARD, room: null, season: 'Low', noOfPax: 2, amount: 8000, childAmount: 4000 },
    { id: E2, roomType: STANDARD, room: null, season: 'High', noOfPax: 2, amount: 10000, childAmount: null },
  ],
  variants: [],
  supplements: [],
  currencies: ['EUR'],
  useOnsiteCurrency: false,
  countries: [],
  surcharge: 0,
  surchargeType: 'percent',
  discount: 0,
  discountType: 'percent',
  tax: { status: 'active', value: 12, name: 'VAT', inclusive: true },
  basePrice: null,
  isAvailableToOTA: false,
  termsOfPayment: [],
  defaultTermsOfPayment: null,
  commission: null,
  includedServices: ['Breakfast'],
  excludedServices: [],
};

function handlers() {
  return {
    ...referenceHandlers(),
    [`GET /api/price/${LIST}`]: () => ({ body: list }),
    'GET /api/pricevariant': () => ({ body: page([]) }),
    'GET /api/terms': () => ({ body: page([]) }),
    'GET /api/commission': () => ({ body: page([]) }),
    [`POST /api/price/${LIST}`]: (call: { body: unknown }) => ({
      body: { ...list, ...(call.body as object), version: 5 },
    }),
  };
}

// The editor draws two price grids, the timeline and the periods list: about 8 s a test here with
// a typecheck beside it, and over 15 s in a full run on a loaded 2-core machine (it timed out once).
const SLOW = 30_000;

describe('the price list editor', () => {
  it(
    'edits prices in the grid as decimals and saves minor units with the version',
    async () => {
      const { calls } = mockFetch(handlers());
      renderWithApp(<PriceListEditPage />, { path: `/price/${LIST}`, route: '/price/:id' });
      const user = userEvent.setup();
      const grid = await screen.findByRole('table', { name: 'Prices for Low' });
      const standardTwo = await within(grid).findByRole('textbox', { name: 'Standard, 2 guests' });
      expect(standardTwo).toHaveValue('80.00');
      expect(within(grid).getByRole('textbox', { name: 'Deluxe, 3 guests' })).toHaveValue('');

      await user.clear(standardTwo);
      await user.type(standardTwo, '85.50{Enter}');
      await user.type(within(grid).getByRole('textbox', { name: 'Deluxe, 3 guests' }), '99,9');
      await user.tab();

      // Child prices of the same cells; the deluxe cell now has an adult price to follow.
      await user.click(screen.getByRole('button', { name: 'Children' }));
      const childGrid = screen.getByRole('table', { name: 'Prices for Low' });
      expect(within(childGrid).getByRole('textbox', { name: 'Standard, 2 guests' })).toHaveValue('40.00');
      await user.type(within(childGrid).getByRole('textbox', { name: 'Deluxe, 3 guests' }), '50');
      await user.tab();
      // A cell without an adult price takes no child price.
      expect(within(childGrid).getByRole('textbox', { name: 'Standard, 1 guest' })).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
      const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
      expect(body.version).toBe(4);
      expect(body.entries).toEqual([
        {
          id: E1,
          roomType: STANDARD,
          room: null,
          season: 'Low',
          noOfPax: 2,
          amount: 8550,
          childAmount: 4000,
        },
        {
          id: E2,
          roomType: STANDARD,
          room: null,
          season: 'High',
          noOfPax: 2,
          amount: 10000,
          childAmount: null,
        },
        { roomType: DELUXE, room: null, season: 'Low', noOfPax: 3, amount: 9990, childAmount: 5000 },
      ]);
      expect(await screen.findByText(/Resort 2027 was saved|saved/i)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'draws the periods on a timeline per season and edits them in the list beside it',
    async () => {
      const { calls } = mockFetch(handlers());
      renderWithApp(<PriceListEditPage />, { path: `/price/${LIST}`, route: '/price/:id' });
      const user = userEvent.setup();
      const timeline = await screen.findByRole('figure', { name: 'Timeline of the periods' });
      expect(within(timeline).getByTestId('lane-Low').querySelectorAll('button')).toHaveLength(2);
      // The name holds the dates the bar shows; the description has them with their years.
      const high = within(timeline).getByRole('button', { name: 'High: 01.07.–31.08.' });
      expect(high).toHaveAccessibleDescription('High: 01.07.2027 – 31.08.2027');
      // 1 July is day 175 of the 347 days from 7 January to 19 December.
      expect(getComputedStyle(high).left).toBe(`${(175 / 347) * 100}%`);

      const periods = screen.getByRole('list', { name: 'Periods' });
      expect(within(periods).getAllByRole('listitem')).toHaveLength(3);
      await user.click(screen.getByRole('button', { name: 'Add period' }));
      expect(within(periods).getAllByRole('listitem')).toHaveLength(4);
      const added = within(periods).getByRole('listitem', { name: 'Period 4' });
      expect(within(added).getByLabelText('From')).toHaveValue('20.12.2027');
      fireEvent.change(within(added).getByLabelText('Season'), { target: { value: 'Christmas' } });
      fireEvent.change(within(added).getByLabelText('To (inclusive)'), { target: { value: '31.12.2027' } });
      expect(
        await within(timeline).findByRole('button', { name: 'Christmas: 20.12.2027 – 31.12.2027' }),
      ).toBeVisible();
      expect(screen.getByText(/Period 4 reaches beyond the validity/)).toBeVisible();

      // An overlap is called out before it is saved.
      fireEvent.change(within(added).getByLabelText('From'), { target: { value: '01.12.2027' } });
      expect(await screen.findByText(/Periods 3 & 4 overlap/)).toBeVisible();

      await user.click(within(periods).getByRole('button', { name: 'Remove period 2' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
      const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
      expect(body.periods).toEqual([
        { season: 'Low', from: '2027-01-07', to: '2027-06-30' },
        { season: 'Low', from: '2027-09-01', to: '2027-12-19' },
        { season: 'Christmas', from: '2027-12-01', to: '2027-12-31' },
      ]);
    },
    SLOW,
  );

  it(
    'adds a price for one room, which the grid leaves alone, and saves it with the list',
    async () => {
      const { calls } = mockFetch(handlers());
      renderWithApp(<PriceListEditPage />, { path: `/price/${LIST}`, route: '/price/:id' });
      const user = userEvent.setup();
      expect(await screen.findByText('No room has a price of its own.')).toBeInTheDocument();
      const form = screen.getByRole('group', { name: 'New price of a room' });
      fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Room or cabin' }));
      await user.click(await screen.findByRole('option', { name: '101' }));
      fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Season' }));
      await user.click(await screen.findByRole('option', { name: 'High' }));
      await user.type(within(form).getByRole('spinbutton', { name: 'Guests' }), '2');
      await user.type(within(form).getByRole('textbox', { name: 'Adult (EUR)' }), '150,5');
      await user.click(within(form).getByRole('button', { name: 'Add price' }));
      const table = screen.getByRole('table', { name: 'Prices of single rooms' });
      expect(within(table).getByRole('row', { name: /101 High 2 150.50/ })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
      const saved = calls.find((c) => c.method === 'POST')!.body as { entries: unknown[] };
      expect(saved.entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: E1, amount: 8000 }),
          expect.objectContaining({
            room: ROOM_1,
            roomType: null,
            season: 'High',
            noOfPax: 2,
            amount: 15050,
          }),
        ]),
      );
    },
    SLOW,
  );
});
