import {
  bookingResource,
  customerDataGroupResource,
  customerGroupResource,
  customerRelationResource,
  customerResource,
  describeResourceFields,
  type FieldDescriptor,
} from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { i18n } from '../../i18n/index.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { CustomerEditPage } from './customer-edit-page.tsx';
import { CustomerListPage } from './customer-list-page.tsx';
import { customerRecord } from '../../../test/fixtures/customers.ts';

afterEach(() => vi.unstubAllGlobals());

function flatten(fields: FieldDescriptor[]): FieldDescriptor[] {
  return fields.flatMap((field) => [field, ...flatten(field.fields ?? [])]);
}

describe('customer and booking texts', () => {
  const definitions = [
    customerResource,
    bookingResource,
    customerGroupResource,
    customerRelationResource,
    customerDataGroupResource,
  ];
  it.each(['en', 'de'])('labels every field and option in %s', (lng) => {
    const missing: string[] = [];
    for (const definition of definitions) {
      const columns = definition.columns.map((name) => ({ path: name, name, options: undefined }));
      for (const field of [...flatten(describeResourceFields(definition)), ...columns]) {
        const keys = [`resources.${definition.name}.fields.${field.path}`, `fields.${field.name}`];
        if (!keys.some((key) => i18n.exists(key, { lng, fallbackLng: false }))) missing.push(field.path);
        for (const option of field.options ?? []) {
          const key = `resources.options.${field.name}.${option}`;
          if (!i18n.exists(key, { lng, fallbackLng: false })) missing.push(key);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('customer pages', () => {
  it('lists customers by full name with contact and address', async () => {
    mockFetch({
      'GET /api/customer': () => ({
        body: page([
          {
            id: 'k1',
            version: 1,
            createdAt: '',
            updatedAt: '',
            fullName: 'Anna Maria Berg',
            masterData: { firstName: 'Anna', lastName: 'Berg' },
            contact: { email: 'anna@example.com', phone: '+49 1' },
            address: { street: '', zip: '', city: 'Kiel', state: '', country: 'DE' },
            passport: {},
            customerType: '',
            note: '',
          },
        ]),
      }),
    });
    renderWithApp(<CustomerListPage />);
    const grid = await screen.findByRole('grid', { name: 'Customers' });
    expect(await within(grid).findByText('Anna Maria Berg')).toBeVisible();
    expect(within(grid).getByRole('columnheader', { name: 'Name' })).toBeVisible();
    expect(within(grid).getByText('anna@example.com, +49 1')).toBeVisible();
    expect(within(grid).getByText('Kiel, DE')).toBeVisible();
    // The name opens the record to read; the form is one button further (issue 37).
    expect(within(grid).getByRole('link', { name: 'Anna Maria Berg' })).toHaveAttribute(
      'href',
      '/customer/view/k1',
    );
  });

  it('creates a customer from the sections of the form as one nested record', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'POST /api/customer': (call) => ({
        status: 201,
        body: { id: 'k2', version: 1, ...(call.body as object) },
      }),
    });
    renderWithApp(<CustomerEditPage />, {
      path: '/customer/create',
      route: '/customer/create',
      language: 'de',
    });
    for (const title of ['Persönliche Daten', 'Kontakt', 'Adresse', 'Reisepass']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const personal = screen.getByRole('region', { name: 'Persönliche Daten' });
    await user.type(within(personal).getByRole('textbox', { name: /^Vorname/ }), 'Anna');
    await user.type(within(personal).getByRole('textbox', { name: /^Nachname/ }), 'Berg');
    const contact = screen.getByRole('region', { name: 'Kontakt' });
    await user.type(within(contact).getByRole('textbox', { name: /^E-Mail/ }), 'anna@example.com');
    const address = screen.getByRole('region', { name: 'Adresse' });
    await user.type(within(address).getByRole('textbox', { name: /^Ort|^Stadt/ }), 'Kiel');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      masterData: { firstName: 'Anna', lastName: 'Berg' },
      contact: { email: 'anna@example.com' },
      address: { city: 'Kiel' },
    });
  });

  it('shows the trips and stays of a customer under the form, newest first, linked to the booking', async () => {
    mockFetch({
      'GET /api/customer/k1': () => ({ body: customerRecord('k1', 'Anna', 'Berg') }),
      'GET /api/customer/k1/stay': () => ({
        body: [
          {
            booking: 'b1',
            bookingNo: '2026-00003',
            state: 'confirmed',
            type: 'vessel',
            from: '2027-06-05',
            to: '2027-06-12',
            place: 'MV Manta',
            tourName: 'Northern Reefs',
            schedule: 's1',
            roomName: 'Cabin 10',
            currency: 'EUR',
            total: 130_500,
          },
        ],
      }),
    });
    renderWithApp(<CustomerEditPage />, { path: '/customer/k1', route: '/customer/:id', language: 'de' });
    const stays = await screen.findByRole('region', { name: 'Reisen und Aufenthalte' });
    expect(await within(stays).findByRole('link', { name: '2026-00003' })).toHaveAttribute(
      'href',
      '/booking/b1',
    );
    expect(within(stays).getByRole('link', { name: 'Northern Reefs · MV Manta' })).toHaveAttribute(
      'href',
      '/schedule/s1',
    );
    expect(within(stays).getByText('05.06.2027 – 12.06.2027')).toBeVisible();
    expect(within(stays).getByText('Cabin 10')).toBeVisible();
    expect(within(stays).getByText('Bestätigt')).toBeVisible();
  });
});
