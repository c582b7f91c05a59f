import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { PosListPage } from './pos-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const sale = (overrides: Record<string, unknown> = {}) => ({
  id: 's1',
  version: 1,
  createdAt: '2031-03-02T20:00:00.000Z',
  updatedAt: '2031-03-02T20:00:00.000Z',
  till: 't-bar',
  tillName: 'Bar',
  number: 12,
  kind: 'sale',
  state: 'paid',
  day: '2031-03-02',
  currency: 'EUR',
  total: 1350,
  paid: 1350,
  paymentKinds: ['cash'],
  booking: null,
  roomBooking: null,
  customer: null,
  guestName: '',
  roomName: '',
  voids: null,
  voidedBy: null,
  voidReason: '',
  userName: 'Mia',
  closedAt: '2031-03-02T20:01:00.000Z',
  signatureState: null,
  itemCount: 3,
  ...overrides,
});

const base = {
  'GET /api/postill': () => ({ body: page([{ id: 't-bar', name: 'Bar', version: 1 }]) }),
  'GET /api/currency': () => ({ body: page([]) }),
};

describe('PosListPage', () => {
  it('filters, searches, sorts and pages on the server', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...base,
      'GET /api/pos': () => ({
        body: page(
          [
            sale(),
            sale({
              id: 's2',
              number: 13,
              state: 'folio',
              paymentKinds: ['folio'],
              guestName: 'Anna Berg',
              roomName: 'Garden 4',
            }),
          ],
          60,
        ),
      }),
    });
    renderWithApp(<PosListPage />);
    const row = await screen.findByTestId('sale-s2');
    expect(within(row).getByText('Anna Berg (Garden 4)')).toBeVisible();
    expect(within(row).getAllByText('On room').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await user.type(screen.getByRole('textbox', { name: 'Guest, room or cashier' }), 'Anna');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => {
      const last = new URL(calls.filter((c) => c.url.includes('/api/pos?')).at(-1)!.url, 'http://x');
      expect(JSON.parse(last.searchParams.get('filter')!)).toEqual({ paymentKinds: 'cash' });
      expect(last.searchParams.get('sort')).toBe('total');
      expect(last.searchParams.get('search')).toBe('Anna');
      expect(last.searchParams.get('page')).toBe('1');
    });
  });

  it('voids a sale after a confirmation with a reason', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...base,
      'GET /api/pos': () => ({ body: page([sale()]) }),
      'POST /api/pos/s1/void': () => ({
        body: {
          ...sale({ id: 'v1', kind: 'void', state: 'void', voids: 's1' }),
          lines: [],
          payments: [],
          due: 0,
        },
      }),
    });
    renderWithApp(<PosListPage />);
    await user.click(await screen.findByRole('button', { name: 'Void receipt Bar #12' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Void' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong drink');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Wrong drink' });
    expect(await screen.findByText('Voided.')).toBeVisible();
  });

  it('offers no void without pos.delete', async () => {
    mockFetch({ ...base, 'GET /api/pos': () => ({ body: page([sale({ id: 's9' })]) }) });
    renderWithApp(<PosListPage />, { principal: principalWith(['pos.read']) });
    expect(await screen.findByTestId('sale-s9')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Void receipt/ })).toBeNull();
  });

  it('shows receipts the TSE did not sign and signs them again', async () => {
    const user = userEvent.setup();
    let failed = true;
    const { calls } = mockFetch({
      ...base,
      'GET /api/pos': (request) =>
        new URL(request.url, 'http://x').searchParams.get('filter')?.includes('failed') && !failed
          ? { body: page([]) }
          : { body: page([sale({ signatureState: failed ? 'failed' : 'signed' })]) },
      'POST /api/pos/sign': () => {
        failed = false;
        return { body: { signed: 1, failed: 0 } };
      },
    });
    renderWithApp(<PosListPage />);
    expect(
      await screen.findByText('1 receipt is not signed by the TSE: it could not be reached or refused.'),
    ).toBeVisible();
    expect(within(screen.getByTestId('sale-s1')).getByText('TSE failed')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show them' }));
    await waitFor(() => {
      const last = new URL(calls.filter((c) => c.url.includes('/api/pos?')).at(-1)!.url, 'http://x');
      expect(JSON.parse(last.searchParams.get('filter')!)).toEqual({ signatureState: 'failed' });
    });
    await user.click(screen.getByRole('button', { name: 'Sign now' }));
    expect(await screen.findByText('1 signed, 0 still not signed')).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/not signed by the TSE/)).toBeNull());
  });
});
