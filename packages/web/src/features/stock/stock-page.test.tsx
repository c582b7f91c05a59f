import type { InventoryDetail, StockRow } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { StockPage } from './stock-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const meta = { version: 1, createdAt: '', updatedAt: '' };
const BEER = '11111111-1111-4111-8111-111111111111';
const BCD = '22222222-2222-4222-8222-222222222222';
const BAR = '33333333-3333-4333-8333-333333333333';
const RENTAL = '44444444-4444-4444-8444-444444444444';
const INVENTORY = '55555555-5555-4555-8555-555555555555';

const row = (overrides: Partial<StockRow>): StockRow => ({
  product: BEER,
  productName: 'Bintang 330 ml',
  barcode: '8991001101118',
  unit: 'Bottle',
  stockType: 'ConsumptionGood',
  minimumLevel: 48,
  location: BAR,
  locationName: 'Beach bar',
  quantity: 36,
  total: 36,
  belowMinimum: true,
  ...overrides,
});

const product = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  trackStock: true,
  barcode: '',
  unit: 'Piece',
  isActive: true,
  ...meta,
  ...extra,
});

const lookups = {
  'GET /api/product': () => ({
    body: page([product(BEER, 'Bintang 330 ml', { unit: 'Bottle' }), product(BCD, 'BCD')]),
  }),
  'GET /api/stocklocation': () => ({
    body: page([
      { id: BAR, name: 'Beach bar', kind: 'bar', isActive: true, ...meta },
      { id: RENTAL, name: 'Rental counter', kind: 'rental', isActive: true, ...meta },
    ]),
  }),
};

const stockPage = () => ({
  body: page([
    row({}),
    row({
      product: BCD,
      productName: 'BCD',
      unit: 'Piece',
      stockType: 'ReusableGood',
      minimumLevel: 8,
      location: RENTAL,
      locationName: 'Rental counter',
      quantity: 16,
      total: 16,
      belowMinimum: false,
    }),
  ]),
});

describe('StockPage', () => {
  it('shows the stock per product and location, warns under the minimum, and searches and sorts on the server', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ ...lookups, 'GET /api/product/stock': stockPage });
    renderWithApp(<StockPage />);
    const beer = await screen.findByTestId('stock-Bintang 330 ml');
    expect(within(beer).getByText('Beach bar')).toBeVisible();
    expect(within(beer).getByText('Under minimum (48)')).toBeVisible();
    const bcd = screen.getByTestId('stock-BCD');
    expect(within(bcd).getByText('Reusable (rental)')).toBeVisible();
    expect(within(bcd).queryByText(/Under minimum/)).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Search product or barcode' }), 'bint');
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('/api/product/stock?') && c.url.includes('search=bint'))).toBe(
        true,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Quantity' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('sort=quantity') && c.url.includes('order=1'))).toBe(true),
    );
  });

  it('books stock used from a row in a dialog and words a refusal from its code', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls } = mockFetch({
      ...lookups,
      'GET /api/product/stock': stockPage,
      [`POST /api/product/${BEER}/stock/used`]: () =>
        refuse
          ? {
              status: 409,
              body: {
                error: 'Conflict',
                message: 'Only 36',
                statusCode: 409,
                description: 'NOT_ENOUGH_STOCK',
                path: '/api/product',
                method: 'POST',
                timestamp: '',
                params: { product: 'Bintang 330 ml', location: 'Beach bar', available: 36, requested: 40 },
              },
            }
          : {
              status: 201,
              body: { ref: BAR, product: BEER, location: BAR, quantity: -2, kind: 'used', balance: 34 },
            },
    });
    renderWithApp(<StockPage />);
    await user.click(await screen.findByRole('button', { name: 'Stock used of Bintang 330 ml' }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '40');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Party');
    await user.click(within(dialog).getByRole('button', { name: 'Book as used' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only 36 of Bintang 330 ml at Beach bar; 40 cannot be taken.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      location: BAR,
      quantity: 40,
      reason: 'Party',
    });
    refuse = false;
    await user.clear(quantity);
    await user.type(quantity, '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Book as used' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({ quantity: 2.5 });
  });

  it('counts an inventory line by line on a tablet and closes it with a reason', async () => {
    const user = userEvent.setup();
    const detail = (counted: number | null, state: 'open' | 'closed' = 'open'): InventoryDetail => ({
      id: INVENTORY,
      ...meta,
      location: BAR,
      locationName: 'Beach bar',
      date: '2031-03-02',
      state,
      note: '',
      resort: null,
      vessel: null,
      startedBy: 'Rita',
      closedBy: '',
      closedAt: null,
      lines: [
        {
          product: BEER,
          productName: 'Bintang 330 ml',
          unit: 'Bottle',
          expected: 36,
          counted,
          difference: counted === null ? null : counted - 36,
          reason: '',
          countedBy: '',
          countedAt: null,
        },
      ],
    });
    const { calls } = mockFetch({
      ...lookups,
      'GET /api/product/stock': stockPage,
      'POST /api/inventory': () => ({ status: 201, body: detail(null) }),
      [`GET /api/inventory/${INVENTORY}`]: () => ({ body: detail(null) }),
      [`POST /api/inventory/${INVENTORY}/lines/${BEER}`]: () => ({ body: detail(34) }),
      [`POST /api/inventory/${INVENTORY}/close`]: () => ({ body: detail(34, 'closed') }),
    });
    renderWithApp(<StockPage />, { principal: principalWith(['product.read', 'product.stock']) });
    await user.click(await screen.findByRole('button', { name: 'Count inventory' }));
    const start = await screen.findByRole('dialog');
    await user.click(within(start).getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'Beach bar' }));
    await user.click(within(start).getByRole('button', { name: 'Count inventory' }));

    const count = await screen.findByTestId('inventory-count');
    expect(await within(count).findByText('Inventory of Beach bar, 02.03.2031')).toBeVisible();
    expect(within(count).getByText('1 line is not counted yet; it books nothing.')).toBeVisible();
    await user.type(within(count).getByRole('textbox', { name: 'Counted Bintang 330 ml' }), '34{Enter}');
    expect(await within(count).findByText('-2')).toBeVisible();
    await user.type(within(count).getByRole('textbox', { name: 'Reason for all differences' }), 'Breakage');
    await user.click(within(count).getByRole('button', { name: 'Close and book differences' }));
    await waitFor(() => expect(screen.queryByTestId('inventory-count')).toBeNull());
    expect(calls.find((c) => c.url.endsWith(`/lines/${BEER}`))?.body).toEqual({ counted: 34, reason: '' });
    expect(calls.find((c) => c.url.endsWith('/close'))?.body).toEqual({ reason: 'Breakage' });
  });

  it('books goods received from a supplier with lines picked by name or scanned barcode', async () => {
    const user = userEvent.setup();
    const SUPPLIER = '66666666-6666-4666-8666-666666666666';
    const { calls } = mockFetch({
      ...lookups,
      'GET /api/product': () => ({
        body: page([
          product(BEER, 'Bintang 330 ml', { unit: 'Bottle', barcode: '8991001101118' }),
          product(BCD, 'BCD'),
        ]),
      }),
      'GET /api/product/stock': stockPage,
      'GET /api/supplier': () => ({ body: page([{ id: SUPPLIER, name: 'Bali Drinks', ...meta }]) }),
      [`POST /api/supplier/${SUPPLIER}/deliveries`]: (call) => ({
        status: 201,
        body: {
          id: BAR,
          supplier: SUPPLIER,
          userName: '',
          createdAt: '',
          note: '',
          ...(call.body as object),
        },
      }),
    });
    renderWithApp(<StockPage />);
    await user.click(await screen.findByRole('button', { name: 'Goods received' }));
    const dialog = await screen.findByTestId('goods-received');
    await user.click(within(dialog).getByRole('combobox', { name: 'Supplier' }));
    await user.click(await screen.findByRole('option', { name: 'Bali Drinks' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'Beach bar' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Delivery note no.' }), 'LS-7');
    // A scanner types the barcode: the product is found by it.
    await user.type(within(dialog).getByRole('combobox', { name: 'Product 1' }), '8991001101118');
    await user.click(await screen.findByRole('option', { name: 'Bintang 330 ml' }));
    await user.type(within(dialog).getAllByRole('textbox', { name: 'Quantity' })[0]!, '48');
    await user.click(within(dialog).getByRole('button', { name: 'Add a line' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Product 2' }), 'BC');
    await user.click(await screen.findByRole('option', { name: 'BCD' }));
    await user.type(within(dialog).getAllByRole('textbox', { name: 'Quantity' })[1]!, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Book the delivery' }));
    await waitFor(() => expect(screen.queryByTestId('goods-received')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      location: BAR,
      reference: 'LS-7',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      lines: [
        { product: BEER, quantity: 48 },
        { product: BCD, quantity: 4 },
      ],
    });
  });

  it('moves goods from one location to another', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...lookups,
      'GET /api/product/stock': stockPage,
      [`POST /api/product/${BEER}/stock/transfer`]: () => ({ status: 201, body: [] }),
    });
    renderWithApp(<StockPage />);
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByTestId('stock-transfer');
    await user.type(within(dialog).getByRole('combobox', { name: 'Product' }), 'Bint');
    await user.click(await screen.findByRole('option', { name: 'Bintang 330 ml' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'From' }));
    await user.click(await screen.findByRole('option', { name: 'Rental counter' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'To' }));
    await user.click(await screen.findByRole('option', { name: 'Beach bar' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Move the goods' }));
    await waitFor(() => expect(screen.queryByTestId('stock-transfer')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      from: RENTAL,
      to: BAR,
      quantity: 12,
      reason: '',
    });
  });

  it('offers no booking to who may only read the stock', async () => {
    mockFetch({ ...lookups, 'GET /api/product/stock': stockPage });
    renderWithApp(<StockPage />, { principal: principalWith(['product.read']) });
    await screen.findByTestId('stock-BCD');
    expect(screen.queryByRole('button', { name: 'Goods received' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Stock used of/ })).toBeNull();
  });
});
