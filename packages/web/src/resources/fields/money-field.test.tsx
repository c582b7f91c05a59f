import { productResource } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { ResourceForm } from '../resource-form.tsx';
import { ResourceList } from '../resource-list.tsx';
import { page, renderWithApp } from '../test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

const meta = { version: 1, createdAt: '', updatedAt: '' };
const currencies = [
  { id: 'eur', code: 'EUR', decimals: 2, ...meta },
  { id: 'usd', code: 'USD', decimals: 2, ...meta },
  { id: 'jpy', code: 'JPY', decimals: 0, ...meta },
];
const product = (id: string, name: string, amount: number, currency: string) => ({
  id,
  name,
  description: '',
  productCategory: null,
  resort: null,
  vessel: null,
  amount,
  currency,
  addRule: 'PerBooking',
  onlineBookable: false,
  isActive: true,
  ...meta,
});

const lists = {
  'GET /api/currency': () => ({ body: page(currencies) }),
  'GET /api/productcategory': () => ({ body: page([]) }),
  'GET /api/resort': () => ({ body: page([]) }),
  'GET /api/vessel': () => ({ body: page([]) }),
};

describe('the money field kind', () => {
  it("takes a product's price as an amount of a currency chosen beside it, and saves minor units", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...lists,
      'POST /api/product': (call) => ({
        status: 201,
        body: { ...product('p1', 'Nitrox', 0, 'EUR'), ...(call.body as object) },
      }),
    });
    renderWithApp(<ResourceForm definition={productResource} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Nitrox course');
    // The currency is part of the money field, offered from the operator's currencies.
    expect(screen.queryByRole('textbox', { name: /^Currency/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'USD' }));

    const amount = screen.getByRole('textbox', { name: /^Price per unit/ });
    await user.clear(amount);
    await user.type(amount, '19,9x');
    expect(screen.getByText('Enter an amount like 123.45.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // The form disables its fields while it validates a save; under load the refused save can
    // still be validating here.
    await waitFor(() => expect(amount).toBeEnabled());

    await user.clear(amount);
    await user.type(amount, '1 234,5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Nitrox course',
      amount: 123_450,
      currency: 'USD',
    });
  }, 30_000);

  it('keeps what was typed when another currency is chosen, read in that currency’s decimals', async () => {
    const user = userEvent.setup();
    mockFetch(lists);
    renderWithApp(<ResourceForm definition={productResource} />);
    const amount = screen.getByRole('textbox', { name: /^Price per unit/ });
    await user.clear(amount);
    await user.type(amount, '120.50');
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'JPY' }));
    // Yen have no cents: the same text is no amount of yen, and the field says so.
    expect(amount).toHaveValue('120.50');
    expect(screen.getByText('Enter an amount like 12345.')).toBeVisible();
  }, 30_000);

  it('shows amounts in the list in their own currency, with its decimals', async () => {
    mockFetch({
      ...lists,
      'GET /api/product': () => ({
        body: page([product('p1', 'Nitrox course', 19_000, 'EUR'), product('p2', 'Towel', 1_500, 'JPY')]),
      }),
    });
    renderWithApp(<ResourceList definition={productResource} />);
    const row = async (name: string) =>
      (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;
    expect(within(await row('Nitrox course')).getByText('€190.00')).toBeVisible();
    await waitFor(async () => expect(within(await row('Towel')).getByText('¥1,500')).toBeVisible());
  }, 30_000);
});
