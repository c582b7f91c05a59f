import type { PosProduct, PosReceipt } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { PosCounterPage } from './pos-counter-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const product = (
  id: string,
  name: string,
  amount: number,
  category: string,
  categoryName: string,
  barcode = '',
) =>
  ({
    id,
    name,
    category,
    categoryName,
    amount,
    currency: 'EUR',
    barcode,
    taxRate: 19,
    image: null,
  }) as PosProduct;

const catalogue = [
  product('p-beer', 'Bintang', 450, 'c-beer', 'Beer', '8991234'),
  product('p-cola', 'Cola', 300, 'c-soft', 'Soft drinks'),
  product('p-shirt', 'T-shirt', 2500, 'c-shop', 'Shop'),
];

const receipt = (overrides: Partial<PosReceipt> = {}): PosReceipt => ({
  id: 'r1',
  version: 1,
  till: 't-bar',
  tillName: 'Bar',
  number: 7,
  kind: 'sale',
  state: 'open',
  day: '2031-03-02',
  currency: 'EUR',
  total: 900,
  paid: 0,
  due: 900,
  booking: null,
  roomBooking: null,
  customer: null,
  guestName: '',
  roomName: '',
  voids: null,
  voidedBy: null,
  userName: 'Mia',
  createdAt: '2031-03-02T20:00:00.000Z',
  closedAt: null,
  signatureState: null,
  signature: null,
  signatureError: null,
  lines: [
    {
      id: 'l1',
      product: 'p-beer',
      name: 'Bintang',
      category: 'c-beer',
      quantity: 2,
      unitPrice: 450,
      taxRate: 19,
      amount: 900,
      currency: 'EUR',
      voidsLine: null,
    },
  ],
  payments: [],
  ...overrides,
});

const base = {
  'GET /api/postill': () => ({ body: page([{ id: 't-bar', name: 'Bar', isActive: true, version: 1 }]) }),
  'GET /api/pos/catalogue': () => ({ body: catalogue }),
  'GET /api/pos': () => ({ body: page([]) }),
  'GET /api/currency': () => ({
    body: page([
      { id: 'eur', code: 'EUR', decimals: 2, exchangeRate: '1', version: 1 },
      { id: 'usd', code: 'USD', decimals: 2, exchangeRate: '1.25', version: 1 },
    ]),
  }),
};

const posts = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.url.split('?')[0].endsWith(path));

describe('PosCounterPage', () => {
  it('shows tiles by category, adds a scanned product and opens a tab on the till', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...base,
      'POST /api/pos/product': () => ({
        body: receipt({ total: 450, lines: [{ ...receipt().lines[0]!, quantity: 1, amount: 450 }] }),
      }),
      'GET /api/pos/r1': () => ({ body: receipt() }),
    });
    renderWithApp(<PosCounterPage />);
    expect(await screen.findByRole('button', { name: /^Bintang/ })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Soft drinks' }));
    expect(screen.queryByRole('button', { name: /^Bintang/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Cola/ })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'All' }));

    // A scanner types the digits and Enter.
    await user.type(screen.getByTestId('pos-search'), '8991234{Enter}');
    await waitFor(() => expect(posts(calls, '/api/pos/product')).toHaveLength(1));
    expect(posts(calls, '/api/pos/product')[0]!.body).toEqual({
      till: 't-bar',
      items: [{ product: 'p-beer', quantity: 1 }],
    });
    expect(await screen.findByText('Receipt #7')).toBeVisible();
    expect(screen.getByTestId('pos-search')).toHaveValue('');
  });

  it('takes cash in another currency and shows the change in the till’s currency', async () => {
    const user = userEvent.setup();
    const paid = receipt({
      state: 'paid',
      paid: 900,
      due: 0,
      payments: [
        {
          id: 'pay1',
          kind: 'cash',
          amount: 1250,
          currency: 'USD',
          rate: '1.25',
          baseAmount: 900,
          change: 100,
          reference: '',
          createdAt: '2031-03-02T20:01:00.000Z',
        },
      ],
    });
    const { calls } = mockFetch({
      ...base,
      'GET /api/pos': () => ({
        body: page([{ id: 'r1', number: 7, total: 900, currency: 'EUR', version: 1 }]),
      }),
      'GET /api/pos/r1': () => ({ body: receipt() }),
      'POST /api/pos/r1/payment': () => ({ body: paid }),
    });
    renderWithApp(<PosCounterPage />);
    // Resume the open tab.
    await user.click(await screen.findByRole('button', { name: /#7/ }));
    expect(await screen.findByTestId('pos-total')).toHaveTextContent('9.00');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByTestId('pos-pay-dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'USD' }));
    const given = within(dialog).getByRole('textbox', { name: 'Handed over' });
    await user.clear(given);
    await user.type(given, '12.50');
    // 12.50 USD at 1.25 are 10.00 EUR: 1.00 EUR back.
    expect(within(dialog).getByTestId('pos-change')).toHaveTextContent('1.00');
    await user.click(within(dialog).getByRole('button', { name: 'Take payment' }));
    await waitFor(() => expect(posts(calls, '/api/pos/r1/payment')).toHaveLength(1));
    expect(posts(calls, '/api/pos/r1/payment')[0]!.body).toMatchObject({
      kind: 'cash',
      amount: 1250,
      currency: 'USD',
      key: expect.any(String),
    });
    expect(await screen.findByText(/Give back/)).toBeVisible();
  });

  it('charges the tab to an in-house guest’s room, and shows a refusal in words', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls } = mockFetch({
      ...base,
      'GET /api/pos': () => ({
        body: page([{ id: 'r1', number: 7, total: 900, currency: 'EUR', version: 1 }]),
      }),
      'GET /api/pos/r1': () => ({ body: receipt() }),
      'GET /api/pos/guests': () => ({
        body: [
          {
            booking: 'b1',
            bookingNo: 'B-1001',
            roomBooking: 'rb1',
            roomName: 'Garden 4',
            customer: 'c1',
            fullName: 'Anna Berg',
            checkedIn: true,
          },
        ],
      }),
      'POST /api/pos/booking/b1/rb1': () => {
        if (refuse) {
          refuse = false;
          return {
            status: 409,
            body: {
              error: 'Conflict',
              message: 'not in house',
              statusCode: 409,
              description: 'GUEST_NOT_IN_HOUSE',
              params: { room: 'Garden 4' },
              path: '/api/pos/booking/b1/rb1',
              method: 'POST',
              timestamp: '2031-03-02T20:00:00.000Z',
            },
          };
        }
        return { body: receipt({ state: 'folio', booking: 'b1', roomBooking: 'rb1', paid: 900, due: 0 }) };
      },
    });
    renderWithApp(<PosCounterPage />);
    await user.click(await screen.findByRole('button', { name: /#7/ }));
    await user.click(await screen.findByRole('button', { name: 'On room' }));
    const dialog = await screen.findByTestId('pos-room-dialog');
    await user.click(await within(dialog).findByText('Garden 4 — Anna Berg'));
    await user.click(within(dialog).getByRole('button', { name: 'Charge to Garden 4' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('not in house today');
    await user.click(within(dialog).getByRole('button', { name: 'Charge to Garden 4' }));
    await waitFor(() => expect(posts(calls, '/api/pos/booking/b1/rb1')).toHaveLength(2));
    expect(posts(calls, '/api/pos/booking/b1/rb1')[1]!.body).toEqual({ transaction: 'r1', customer: 'c1' });
    expect(await screen.findByText('Charged to Garden 4 (Anna Berg).')).toBeVisible();
  });
});

describe('a member card scanned at the counter', () => {
  const MARINA = '0b9c7e1a-2f3d-4c5b-8a69-7e8f9a0b1c2d';
  const CODE = `SBM1.${MARINA}.abcdefghijklmnopqrstuvwxyzAB-_09`;
  const stay = {
    booking: 'b1',
    bookingNo: 'B-1001',
    roomBooking: 'rb1',
    roomName: 'Garden 4',
    customer: MARINA,
    fullName: 'Marina Member',
    checkedIn: true,
    currency: 'EUR',
    open: 0,
  };
  const member = {
    [`GET /api/customer/card/${CODE}`]: () => ({
      body: {
        customer: MARINA,
        name: 'Marina Member',
        code: CODE,
        tier: null,
        points: null,
        operator: { name: 'Coral Bay', logoUrl: null },
      },
    }),
    'GET /api/pos/guests': () => ({ body: [stay] }),
  };
  const onGuest = receipt({
    roomBooking: 'rb1',
    customer: MARINA,
    guestName: 'Marina Member',
    roomName: 'Garden 4',
  });

  it('starts the next receipt on the guest whose card it is', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...base,
      ...member,
      'POST /api/pos/product': () => ({ body: receipt() }),
      'POST /api/pos/r1/guest': () => ({ body: onGuest }),
      'GET /api/pos/r1': () => ({ body: onGuest }),
    });
    renderWithApp(<PosCounterPage />);
    await screen.findByRole('button', { name: /^Bintang/ });
    await user.type(screen.getByTestId('pos-search'), `${CODE}{Enter}`);
    expect(await screen.findByTestId('pos-next-guest')).toHaveTextContent(
      'Next receipt for Marina Member (Garden 4)',
    );
    expect(screen.getByTestId('pos-search')).toHaveValue('');
    const stays = calls.find((c) => c.url.startsWith('/api/pos/guests'))!;
    expect(new URL(stays.url, 'http://x').searchParams.get('customer')).toBe(MARINA);
    expect(new URL(stays.url, 'http://x').searchParams.get('till')).toBe('t-bar');
    // Not taken for a product's barcode.
    expect(posts(calls, '/api/pos/product')).toHaveLength(0);

    await user.type(screen.getByTestId('pos-search'), '8991234{Enter}');
    await waitFor(() => expect(posts(calls, '/api/pos/r1/guest')).toHaveLength(1));
    expect(posts(calls, '/api/pos/r1/guest')[0]!.body).toEqual({ roomBooking: 'rb1', customer: MARINA });
    expect(await screen.findByTestId('tab-guest')).toHaveTextContent('Marina Member');
  });

  it('puts the open receipt on the guest', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...base,
      ...member,
      'GET /api/pos': () => ({
        body: page([{ id: 'r1', number: 7, total: 900, currency: 'EUR', version: 1 }]),
      }),
      'GET /api/pos/r1': () => ({ body: receipt() }),
      'POST /api/pos/r1/guest': () => ({ body: onGuest }),
    });
    renderWithApp(<PosCounterPage />);
    await user.click(await screen.findByRole('button', { name: /#7/ }));
    await screen.findByTestId('pos-total');
    await user.type(screen.getByTestId('pos-search'), `${CODE}{Enter}`);
    await waitFor(() => expect(posts(calls, '/api/pos/r1/guest')).toHaveLength(1));
    expect(posts(calls, '/api/pos/r1/guest')[0]!.body).toEqual({ roomBooking: 'rb1', customer: MARINA });
    expect(await screen.findByText('The receipt now runs on Marina Member (Garden 4).')).toBeVisible();
  });

  it("takes up the guest's open tab at the till when no receipt is open", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...base,
      ...member,
      'GET /api/pos': () => ({
        body: page([
          { id: 'r0', number: 6, total: 300, currency: 'EUR', customer: null, version: 1 },
          { id: 'r1', number: 7, total: 900, currency: 'EUR', customer: MARINA, version: 1 },
        ]),
      }),
      'GET /api/pos/r1': () => ({ body: onGuest }),
    });
    renderWithApp(<PosCounterPage />);
    await screen.findByRole('button', { name: /#7/ });
    await user.type(screen.getByTestId('pos-search'), `${CODE}{Enter}`);
    expect(await screen.findByText('Receipt #7')).toBeVisible();
    expect(await screen.findByTestId('tab-guest')).toHaveTextContent('Marina Member');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says so for a card that is not ours, and for a member not staying in house', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ ...base, ...member, 'GET /api/pos/guests': () => ({ body: [] }) });
    renderWithApp(<PosCounterPage />);
    await screen.findByRole('button', { name: /^Bintang/ });
    // A forged signature: the server finds nobody (404).
    await user.type(screen.getByTestId('pos-search'), `SBM1.${MARINA}.${'A'.repeat(32)}{Enter}`);
    const forged = await screen.findByText('This member card is not one of ours, or it was changed.');
    expect(forged).toBeVisible();
    // One message shows at a time (6 s each): closed, the next scan's message shows at once.
    await user.click(
      within(forged.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Close' }),
    );
    await user.type(screen.getByTestId('pos-search'), `${CODE}{Enter}`);
    expect(
      await screen.findByText('Marina Member is not staying with us today, so no tab can run on them.'),
    ).toBeVisible();
    expect(screen.queryByTestId('pos-next-guest')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
