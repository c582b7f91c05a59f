import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { CustomerDuplicatesPage } from './customer-duplicates-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ANNA = '1b0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a11';
const AGENCY_ANNA = '9c0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a22';
const PIET = '2d0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a33';
const PIETER = '3e0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a44';

const person = (id: string, fullName: string, extra: object = {}) => ({
  id,
  fullName,
  birthday: null,
  email: '',
  phone: '',
  createdAt: '2026-05-01T10:00:00.000Z',
  bookings: 0,
  ...extra,
});

const annas = {
  a: person(ANNA, 'Anna Berg', { birthday: '1990-04-02', email: 'anna.berg@example.org', bookings: 2 }),
  b: person(AGENCY_ANNA, 'ANNA Berg', {
    email: 'Anna.Berg@Example.ORG',
    phone: '+49 171 5550101',
    bookings: 1,
  }),
  reasons: ['email', 'nameBirthday'],
};
const piets = { a: person(PIET, 'Piet Visser'), b: person(PIETER, 'Pieter Visser'), reasons: ['phone'] };
const pageOf = (data: object[]) => ({ data, total: data.length, page: 0, size: 25 });

describe('the duplicates screen', () => {
  it('shows pairs side by side with what matched, and merges into the right one after confirming', async () => {
    let pairs: object[] = [annas, piets];
    const { calls } = mockFetch({
      'GET /api/customer/duplicates': () => ({ body: pageOf(pairs) }),
      [`POST /api/customer/${AGENCY_ANNA}/merge/${ANNA}`]: () => {
        pairs = [piets];
        return { body: { id: 'm1' } };
      },
    });
    renderWithApp(<CustomerDuplicatesPage />, { path: '/customer/duplicates' });
    const pair = await screen.findByRole('listitem', { name: 'Anna Berg and ANNA Berg' });
    const matched = within(pair).getByText('Matched by').parentElement!;
    expect(within(matched).getByText('E-mail')).toBeVisible();
    expect(within(matched).getByText('Name and birthday')).toBeVisible();
    expect(within(matched).queryByText('Phone')).toBeNull();
    expect(within(pair).getByText('+49 171 5550101')).toBeVisible();
    expect(within(pair).getByText('02.04.1990')).toBeVisible();

    await userEvent.click(
      within(within(pair).getByRole('group', { name: /^ANNA Berg,/ })).getByRole('button', {
        name: /^Keep this record/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Merge customers?' });
    expect(dialog).toHaveTextContent('Anna Berg is merged into ANNA Berg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Anna Berg merged into ANNA Berg')).toBeVisible();
    expect(
      calls.some(
        (call) => call.method === 'POST' && call.url.endsWith(`/api/customer/${AGENCY_ANNA}/merge/${ANNA}`),
      ),
    ).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Anna Berg and ANNA Berg' })).toBeNull(),
    );
    expect(screen.getByRole('listitem', { name: 'Piet Visser and Pieter Visser' })).toBeVisible();
  });

  it('marks a pair as two people, and says so when nothing is left', async () => {
    let pairs: object[] = [piets];
    const { calls } = mockFetch({
      'GET /api/customer/duplicates': () => ({ body: pageOf(pairs) }),
      [`POST /api/customer/duplicates/${PIET}/${PIETER}/dismiss`]: () => {
        pairs = [];
        return { body: { a: PIET, b: PIETER } };
      },
    });
    renderWithApp(<CustomerDuplicatesPage />, { path: '/customer/duplicates' });
    const pair = await screen.findByRole('listitem', { name: 'Piet Visser and Pieter Visser' });
    await userEvent.click(within(pair).getByRole('button', { name: 'Not the same person' }));
    expect(await screen.findByText('Marked as two different people')).toBeVisible();
    expect(await screen.findByText('No duplicate customers found.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the refusal in the dialog when the merge is refused', async () => {
    mockFetch({
      'GET /api/customer/duplicates': () => ({ body: pageOf([annas]) }),
      [`POST /api/customer/${ANNA}/merge/${AGENCY_ANNA}`]: () => ({
        status: 409,
        body: {
          error: 'Conflict',
          message: 'Both customers have a dive logged on the same day and time: delete one of them first',
          statusCode: 409,
          description: 'CONFLICT',
          path: `/api/customer/${ANNA}/merge/${AGENCY_ANNA}`,
          method: 'POST',
          timestamp: '2026-05-01T10:00:00.000Z',
          fields: [
            {
              path: 'other',
              message: 'Both customers have a dive logged on the same day and time: delete one of them first',
              code: 'mergeDiveClash',
            },
          ],
        },
      }),
    });
    renderWithApp(<CustomerDuplicatesPage />, { path: '/customer/duplicates' });
    const pair = await screen.findByRole('listitem', { name: 'Anna Berg and ANNA Berg' });
    await userEvent.click(
      within(within(pair).getByRole('group', { name: /^Anna Berg,/ })).getByRole('button', {
        name: /^Keep this record/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Merge customers?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Both customers have a dive logged');
  });
});
