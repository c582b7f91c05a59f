import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { CustomerEditPage } from './customer-edit-page.tsx';
import { customerRecord } from '../../../test/fixtures/customers.ts';

afterEach(() => vi.unstubAllGlobals());

const customer = (id: string, first: string, last: string) =>
  customerRecord(id, first, last, { contact: { email: `${first.toLowerCase()}@example.com` } });
const partner = {
  id: 'r1',
  version: 1,
  kind: 'partner',
  note: 'Married',
  other: { id: 'k2', fullName: 'Ben Visser', email: 'ben@example.com' },
};

describe('a customer’s relations', () => {
  it('shows each relation with a link to the other customer, and removes one after confirming', async () => {
    let relations = [partner];
    const { calls } = mockFetch({
      'GET /api/customer/k1': () => ({ body: customer('k1', 'Anna', 'Visser') }),
      'GET /api/customer/k1/stay': () => ({ body: [] }),
      'GET /api/customer/k1/relations': () => ({ body: relations }),
      'DELETE /api/customerrelation/r1': () => {
        relations = [];
        return { status: 204 };
      },
    });
    renderWithApp(<CustomerEditPage />, { path: '/customer/k1', route: '/customer/:id' });
    const section = await screen.findByRole('region', { name: 'Relations' });
    expect(await within(section).findByRole('link', { name: 'Ben Visser' })).toHaveAttribute(
      'href',
      '/customer/k2',
    );
    expect(within(section).getByText('Partner')).toBeVisible();
    expect(within(section).getByText('ben@example.com · Married')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Remove relation to Ben Visser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this relation?' });
    expect(dialog).toHaveTextContent('Ben Visser will no longer be shown as related (Partner).');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove relation to Ben Visser' }));
    await waitFor(() => expect(within(section).getByText('No relations yet.')).toBeVisible());
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/customerrelation/r1')).toBe(true);
  }, 20_000);

  it('adds a relation found by name, and says under the picker when the two are already related', async () => {
    let refused = true;
    const { calls } = mockFetch({
      'GET /api/customer/k1': () => ({ body: customer('k1', 'Anna', 'Visser') }),
      'GET /api/customer/k1/stay': () => ({ body: [] }),
      'GET /api/customer/k1/relations': () => ({ body: refused ? [] : [partner] }),
      'GET /api/customer': () => ({ body: page([customer('k2', 'Ben', 'Visser')]) }),
      'POST /api/customerrelation': (call) => {
        if (refused) {
          refused = false;
          return {
            status: 409,
            body: {
              error: 'Conflict',
              message: 'A record with this related already exists',
              statusCode: 409,
              description: 'DUPLICATE',
              fields: [{ path: 'related', message: 'Already in use' }],
            },
          };
        }
        return { status: 201, body: { id: 'r1', version: 1, ...(call.body as object) } };
      },
    });
    renderWithApp(<CustomerEditPage />, { path: '/customer/k1', route: '/customer/:id' });
    const section = await screen.findByRole('region', { name: 'Relations' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Add relation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New relation of Anna Visser' });
    const add = within(dialog).getByRole('button', { name: 'Add relation' });
    expect(add).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Customer/ }), 'Ben');
    await userEvent.click(await screen.findByRole('option', { name: /Ben Visser/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Relation' }));
    await userEvent.click(screen.getByRole('option', { name: 'Partner' }));
    await userEvent.click(add);
    expect(await within(dialog).findByText('These two customers are already related.')).toBeVisible();
    await userEvent.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      customer: 'k1',
      related: 'k2',
      kind: 'partner',
      note: '',
    });
    expect(await within(section).findByRole('link', { name: 'Ben Visser' })).toBeVisible();
  }, 20_000);

  it('offers a reader no changes', async () => {
    mockFetch({
      'GET /api/customer/k1': () => ({ body: customer('k1', 'Anna', 'Visser') }),
      'GET /api/customer/k1/stay': () => ({ body: [] }),
      'GET /api/customer/k1/relations': () => ({ body: [partner] }),
    });
    renderWithApp(<CustomerEditPage />, {
      path: '/customer/k1',
      route: '/customer/:id',
      principal: principalWith(['customers.read']),
    });
    const section = await screen.findByRole('region', { name: 'Relations' });
    expect(await within(section).findByRole('link', { name: 'Ben Visser' })).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Add relation' })).toBeNull();
    expect(within(section).queryByRole('button', { name: /Remove relation/ })).toBeNull();
  }, 20_000);
});
