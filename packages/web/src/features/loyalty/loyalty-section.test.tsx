import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { LoyaltySection } from './loyalty-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const LEA = '1b0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a11';
const GOLD = {
  id: '2b0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a22',
  name: 'Gold',
  minPoints: 1000,
  benefits: '10 % off',
  color: '#c9a227',
};
const SILVER = {
  ...GOLD,
  id: '3b0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a33',
  name: 'Silver',
  minPoints: 300,
  benefits: 'Free nitrox',
  color: '',
};
const RULES = {
  pointsPerNight: 10,
  pointsPerTrip: 50,
  pointsPerDive: 5,
  pointsPerCurrencyUnit: 20,
  minRedeemPoints: 500,
  tierMonths: 24,
};

const statement = (balance: number, entries: object[]) => ({
  customer: LEA,
  balance,
  earned: 900,
  tierPoints: 750,
  since: '2024-11-30',
  tier: SILVER,
  next: { tier: GOLD, missing: 250 },
  value: Math.floor((balance * 100) / 20),
  currency: 'EUR',
  rules: RULES,
  entries,
  total: entries.length,
});

const stay = {
  id: 'e1',
  date: '2026-10-12',
  kind: 'stay',
  points: 700,
  booking: '4b0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a44',
  bookingNo: '10042',
  diveLog: null,
  credit: null,
  note: '',
  createdByName: '',
};

describe('loyalty points on the customer’s record', () => {
  it('shows balance, tier and the way to the next, and spends points as credit', async () => {
    let current = statement(700, [stay]);
    const { calls } = mockFetch({
      [`GET /api/customer/${LEA}/loyality`]: () => ({ body: current }),
      [`POST /api/customer/${LEA}/loyality/redeem`]: () => {
        current = statement(100, [
          {
            ...stay,
            id: 'e2',
            date: '2026-11-30',
            kind: 'redeemed',
            points: -600,
            booking: null,
            bookingNo: null,
          },
          stay,
        ]);
        return { body: current };
      },
    });
    renderWithApp(<LoyaltySection customer={LEA} />);
    const section = await screen.findByTestId('customer-loyalty');
    expect(await within(section).findByText('700 points')).toBeVisible();
    expect(within(section).getByText('(worth €35.00)')).toBeVisible();
    expect(within(section).getByText('Silver')).toBeVisible();
    expect(within(section).getByText('Silver: Free nitrox')).toBeVisible();
    expect(within(section).getByText('250 points more to Gold')).toBeVisible();
    expect(within(section).getByText('For the tier since 30.11.2024')).toBeVisible();
    expect(within(section).getByRole('link', { name: '10042' })).toHaveAttribute(
      'href',
      `/booking/${stay.booking}`,
    );

    await userEvent.click(within(section).getByRole('button', { name: 'Spend points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spend points as credit' });
    const points = within(dialog).getByRole('textbox', { name: 'Points' });
    await userEvent.clear(points);
    await userEvent.type(points, '600');
    expect(within(dialog).getByText("Gives €30.00 of credit for the guest's next booking")).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spend' }));
    expect(await screen.findByText("€30.00 added to the guest's credit")).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ points: 600, note: '' });
    expect(await within(section).findByText('Spent as credit')).toBeVisible();
    expect(within(section).getByText('-600')).toBeVisible();
  });

  it('puts the server’s refusal under the points', async () => {
    mockFetch({
      [`GET /api/customer/${LEA}/loyality`]: () => ({ body: statement(700, [stay]) }),
      [`POST /api/customer/${LEA}/loyality/redeem`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          description: 'VALIDATION_ERROR',
          message: 'points: Only 650 points are there to spend',
          fields: [
            {
              path: 'points',
              message: 'Only 650 points are there to spend',
              code: 'loyaltyNotEnough',
              params: { balance: 650 },
            },
          ],
        },
      }),
    });
    renderWithApp(<LoyaltySection customer={LEA} />);
    const section = await screen.findByTestId('customer-loyalty');
    await userEvent.click(await within(section).findByRole('button', { name: 'Spend points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spend points as credit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spend' }));
    expect(await within(dialog).findByText('Only 650 points are there to spend.')).toBeVisible();
  });

  it('offers no spending to a reader', async () => {
    mockFetch({ [`GET /api/customer/${LEA}/loyality`]: () => ({ body: statement(700, [stay]) }) });
    renderWithApp(<LoyaltySection customer={LEA} />, { principal: principalWith(['customers.read']) });
    const section = await screen.findByTestId('customer-loyalty');
    expect(await within(section).findByText('700 points')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Spend points' })).toBeNull();
  });
});
