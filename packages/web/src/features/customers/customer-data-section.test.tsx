import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { CustomerEditPage } from './customer-edit-page.tsx';
import { customerRecord } from '../../../test/fixtures/customers.ts';

afterEach(() => vi.unstubAllGlobals());

const anna = customerRecord('k1', 'Anna', 'Berg');
const groups = page([
  {
    id: 'g1',
    version: 1,
    name: 'Diving preferences',
    sort: 1,
    fields: [
      { key: 'camera', label: 'Camera', type: 'text', choices: [], personal: false },
      { key: 'diet', label: 'Diet', type: 'choice', choices: ['none', 'vegetarian'], personal: true },
      { key: 'weightKg', label: 'Weight (kg)', type: 'number', choices: [], personal: true },
      { key: 'nitroxCard', label: 'Nitrox card', type: 'yesNo', choices: [], personal: false },
    ],
  },
]);
const pages = (extra: Parameters<typeof mockFetch>[0] = {}) => ({
  'GET /api/customer/k1': () => ({ body: anna }),
  'GET /api/customer/k1/stay': () => ({ body: [] }),
  'GET /api/customer/k1/relations': () => ({ body: [] }),
  'GET /api/customerdatagroup': () => ({ body: groups }),
  ...extra,
});

describe('a customer’s additional data', () => {
  it('shows the data groups’ fields with the values, sends only the keys changed, and lists free keys', async () => {
    const { calls } = mockFetch(
      pages({
        'GET /api/customer/k1/meta': () => ({ body: { camera: 'TG-7', diet: 'none', 'crm.id': 'HS-4471' } }),
        'POST /api/customer/k1/meta': (call) => ({
          body: { camera: 'TG-7', 'crm.id': 'HS-4471', ...(call.body as object) },
        }),
      }),
    );
    renderWithApp(<CustomerEditPage />, { path: '/customer/k1', route: '/customer/:id' });
    const section = await screen.findByRole('region', { name: 'Additional data' });
    const group = await within(section).findByRole('group', { name: 'Diving preferences' });
    expect(within(group).getByRole('textbox', { name: 'Camera' })).toHaveValue('TG-7');
    expect(within(group).getAllByLabelText('Personal data')).toHaveLength(2);
    const save = within(section).getByRole('button', { name: 'Save additional data' });
    expect(save).toBeDisabled();
    await userEvent.click(within(group).getByRole('combobox', { name: /Diet/ }));
    await userEvent.click(screen.getByRole('option', { name: 'vegetarian' }));
    await userEvent.type(within(group).getByRole('spinbutton', { name: /Weight/ }), '61.5');
    await userEvent.click(within(group).getByRole('combobox', { name: /Nitrox card/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Yes' }));
    await userEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      diet: 'vegetarian',
      weightKg: 61.5,
      nitroxCard: true,
    });
    expect(await screen.findByText('The additional data was saved.')).toBeVisible();
    const other = within(section).getByRole('table', { name: 'Other data' });
    expect(within(other).getByText('crm.id')).toBeVisible();
    expect(within(other).getByText('HS-4471')).toBeVisible();
  }, 20_000);

  it('shows the server’s refusal under the field it names', async () => {
    mockFetch(
      pages({
        'GET /api/customer/k1/meta': () => ({ body: {} }),
        'POST /api/customer/k1/meta': () => ({
          status: 400,
          body: {
            error: 'Bad Request',
            message: 'Validation failed',
            statusCode: 400,
            description: 'VALIDATION_ERROR',
            fields: [{ path: 'camera', message: 'At most 2,000 characters', code: 'customerDataText' }],
          },
        }),
      }),
    );
    renderWithApp(<CustomerEditPage />, { path: '/customer/k1', route: '/customer/:id' });
    const section = await screen.findByRole('region', { name: 'Additional data' });
    await userEvent.type(await within(section).findByRole('textbox', { name: 'Camera' }), 'x');
    await userEvent.click(within(section).getByRole('button', { name: 'Save additional data' }));
    expect(await within(section).findByText('At most 2,000 characters')).toBeVisible();
  }, 20_000);

  it('lets a reader see the values but not change them', async () => {
    mockFetch(pages({ 'GET /api/customer/k1/meta': () => ({ body: { camera: 'TG-7' } }) }));
    renderWithApp(<CustomerEditPage />, {
      path: '/customer/k1',
      route: '/customer/:id',
      principal: principalWith(['customers.read']),
    });
    const section = await screen.findByRole('region', { name: 'Additional data' });
    expect(await within(section).findByRole('textbox', { name: 'Camera' })).toBeDisabled();
    expect(within(section).queryByRole('button', { name: 'Save additional data' })).toBeNull();
  }, 20_000);
});
