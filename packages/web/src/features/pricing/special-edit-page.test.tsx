import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import {
  EARLY_BIRD,
  EXAMPLE_CALCULATION,
  meta,
  RESORT,
  referenceHandlers,
  STANDARD,
} from '../../../test/fixtures/pricing.ts';
import { SpecialEditPage } from './special-edit-page.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const GROUP = '88888888-8888-4888-8888-888888888888';

function handlers() {
  return {
    ...referenceHandlers(),
    'GET /api/specialsgroup': () => ({ body: page([{ id: GROUP, name: 'Seasonal', ...meta }]) }),
    'GET /api/productcategory': () => ({ body: page([]) }),
    'GET /api/tour': () => ({ body: page([]) }),
    'GET /api/bookingsource': () => ({ body: page([]) }),
  };
}

const earlyBird = {
  id: EARLY_BIRD,
  ...meta,
  version: 2,
  name: 'Early bird',
  description: '',
  type: 'special',
  status: 'active',
  dateRange: { from: null, to: null },
  rule: [{ criterion: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', values: [90] }],
  discount: 'PerCent',
  discountValue: 10,
  currency: 'EUR',
  target: 'room',
  scope: 'Booking',
  productCategories: [],
  replaceMatchingRoomPrice: false,
  autoAdd: true,
  unique: false,
  deletable: true,
  editable: true,
  reduce: true,
  excludeFromTax: false,
  excludeFromCommission: false,
  includeSpecialsWithSameRule: false,
  includeIn: ['Booking', 'AgentDirectBooking', 'CustomerDirectBooking', 'OTABooking'],
  group: GROUP,
};

describe('the special editor', () => {
  it('builds a rule row by row and saves it as the domain’s JSON', async () => {
    const { calls } = mockFetch({
      ...handlers(),
      'POST /api/specials': (call) => ({
        status: 201,
        body: { id: 'new', ...meta, ...(call.body as object) },
      }),
    });
    renderWithApp(<SpecialEditPage />, { path: '/specials/create', route: '/specials/create' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Weekend stay');
    expect(
      screen.getByText('No criteria: the special applies to every booking in its date range.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add criterion' }));
    const first = screen.getByRole('group', { name: 'Criterion 1' });
    await user.click(within(first).getByRole('combobox', { name: 'Criterion' }));
    await user.click(await screen.findByRole('option', { name: 'Days before travel' }));
    const days = within(first).getByRole('spinbutton', { name: 'Value' });
    await user.clear(days);
    await user.type(days, '60');

    await user.click(screen.getByRole('button', { name: 'Add criterion' }));
    const second = screen.getByRole('group', { name: 'Criterion 2' });
    await user.click(within(second).getByRole('combobox', { name: 'Criterion' }));
    await user.click(await screen.findByRole('option', { name: 'Weekday of the night' }));
    // Saturday and Sunday come preset; Friday is added, Sunday taken away.
    await user.click(within(second).getByRole('button', { name: 'Friday' }));
    await user.click(within(second).getByRole('button', { name: 'Sunday' }));

    await user.click(screen.getByRole('button', { name: 'Add criterion' }));
    const third = screen.getByRole('group', { name: 'Criterion 3' });
    await user.click(within(third).getByRole('combobox', { name: 'Criterion' }));
    await user.click(await screen.findByRole('option', { name: 'Room type' }));
    await user.click(within(third).getByRole('combobox', { name: 'Value' }));
    await user.click(await screen.findByRole('option', { name: 'Standard' }));

    expect(screen.getByTestId('rule-summary')).toHaveTextContent(
      'Applies when Days before travel ≥ 60 and Weekday of the night is one of Fri, Sat and Room type is one of Standard.',
    );

    await user.click(screen.getByRole('checkbox', { name: 'OTA bookings' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saved = () => calls.find((call) => call.method === 'POST' && call.url === '/api/specials');
    await waitFor(() => expect(saved()).toBeDefined());
    expect(saved()?.body).toMatchObject({
      name: 'Weekend stay',
      rule: [
        { criterion: 'DaysBeforeTravelDate', operator: 'GreaterThanEquals', values: [60] },
        { criterion: 'DayInWeek', operator: 'IsIn', values: [5, 6] },
        { criterion: 'RoomType', operator: 'IsIn', values: [STANDARD] },
      ],
      includeIn: ['Booking', 'AgentDirectBooking', 'CustomerDirectBooking'],
      discount: 'PerCent',
    });
  }, 30_000);

  it('refuses to save a criterion without a value', async () => {
    const { calls } = mockFetch(handlers());
    renderWithApp(<SpecialEditPage />, { path: '/specials/create', route: '/specials/create' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Agents only');
    await user.click(screen.getByRole('button', { name: 'Add criterion' }));
    const first = screen.getByRole('group', { name: 'Criterion 1' });
    await user.click(within(first).getByRole('combobox', { name: 'Criterion' }));
    await user.click(await screen.findByRole('option', { name: 'Agency' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(first).getByText(/at least 1|too small|Too small|must contain/i)).toBeVisible(),
    );
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/specials')).toBe(false);
  }, 15_000);

  it('tries the special as it stands in the form on a sample booking, saved or not', async () => {
    const { calls } = mockFetch({
      ...handlers(),
      [`GET /api/specials/${EARLY_BIRD}`]: () => ({ body: earlyBird }),
      'POST /api/specials/preview': () => ({
        body: { special: EARLY_BIRD, calculation: EXAMPLE_CALCULATION },
      }),
    });
    renderWithApp(<SpecialEditPage />, { path: `/specials/${EARLY_BIRD}`, route: '/specials/:id' });
    const effect = await screen.findByTestId('special-effect', {}, { timeout: 4000 });
    expect(effect).toHaveTextContent('Applied: -€88.00. Total €880.00 without the special, €792.00 with it.');
    const previews = () => calls.filter((call) => call.url === '/api/specials/preview');
    expect(previews()).toHaveLength(1);
    expect(previews()[0]!.body).toMatchObject({
      id: EARLY_BIRD,
      special: { name: 'Early bird', discount: 'PerCent', discountValue: 10 },
      draft: { asset: { kind: 'resort', id: RESORT }, source: 'direct' },
    });
    // The existing rule is shown in the builder.
    const first = screen.getByRole('group', { name: 'Criterion 1' });
    expect(within(first).getByRole('spinbutton', { name: 'Value' })).toHaveValue(90);

    // An unsaved change is tried at once (after the pause), nothing is saved.
    const user = userEvent.setup();
    // The discount's value (10 %); the rule's value (90 days) has the same label.
    const value = screen
      .getAllByRole('spinbutton', { name: /^Value/ })
      .find((input) => (input as HTMLInputElement).value === '10')!;
    await user.clear(value);
    await user.type(value, '15');
    await waitFor(() => expect(previews().length).toBeGreaterThan(1), { timeout: 4000 });
    expect(previews().at(-1)!.body).toMatchObject({ special: { discountValue: 15 } });
    expect(
      calls.some(
        (call) =>
          call.url === '/api/specials' ||
          (call.url.startsWith(`/api/specials/${EARLY_BIRD}`) && call.method === 'POST'),
      ),
    ).toBe(false);
  }, 20_000);
});
