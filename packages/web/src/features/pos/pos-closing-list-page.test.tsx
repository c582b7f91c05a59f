import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { PosClosingListPage } from './pos-closing-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const closing = (id: string, number: number, difference: number) => ({
  id,
  version: 1,
  createdAt: '2031-03-02T21:30:00.000Z',
  updatedAt: '2031-03-02T21:30:00.000Z',
  till: 't-bar',
  tillName: 'Bar',
  resort: null,
  vessel: null,
  number,
  day: '2031-03-02',
  currency: 'EUR',
  firstNumber: 12,
  lastNumber: 17,
  transactionCount: 6,
  total: 3600,
  cash: [{ currency: 'EUR', expected: 400, counted: 400 + difference, difference }],
  reason: difference ? 'Tip jar' : '',
  totals: { byCategory: [], byTaxRate: [], byPaymentKind: [], voids: { count: 0, amount: 0 } },
  openTabs: [],
  userName: 'Mia',
  closedAt: '2031-03-02T21:30:00.000Z',
});

describe('PosClosingListPage', () => {
  it('lists the closings with the day as SPEC §9 writes it, the cash difference, and opens a Z report', async () => {
    const user = userEvent.setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:z.pdf'), revokeObjectURL: vi.fn() }),
    );
    const { calls } = mockFetch({
      'GET /api/postill': () => ({ body: page([{ id: 't-bar', name: 'Bar', isActive: true, version: 1 }]) }),
      'GET /api/currency': () => ({
        body: page([{ id: 'eur', code: 'EUR', decimals: 2, exchangeRate: '1', version: 1 }]),
      }),
      'GET /api/pos/closing': () => ({ body: page([closing('z2', 2, -100), closing('z1', 1, 0)]) }),
      'GET /api/pos/closing/z2/report': () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    renderWithApp(<PosClosingListPage />);
    const second = await screen.findByTestId('closing-z2');
    expect(within(second).getByText('02.03.2031')).toBeVisible();
    expect(within(second).getByText('#12 to #17 (6)')).toBeVisible();
    expect(within(second).getByText('-€1.00')).toBeVisible();
    expect(within(screen.getByTestId('closing-z1')).getByText('Balanced')).toBeVisible();
    await user.click(within(second).getByRole('button', { name: 'Z report Bar #2 as PDF' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:z.pdf'));
    expect(calls.some((c) => c.url === '/api/pos/closing/z2/report?format=pdf')).toBe(true);
  });

  it('downloads the DSFinV-K export of a period for export.read, and hides it from a seller', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }),
    );
    const base = {
      'GET /api/postill': () => ({ body: page([{ id: 't-bar', name: 'Bar', isActive: true, version: 1 }]) }),
      'GET /api/currency': () => ({ body: page([]) }),
      'GET /api/pos/closing': () => ({ body: page([closing('z1', 1, 0)]) }),
    };
    const { calls } = mockFetch({
      ...base,
      'GET /api/pos/export/dsfinvk': () =>
        new Response('PK', {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="DSFinV-K.zip"',
          },
        }),
    });
    const { unmount } = renderWithApp(<PosClosingListPage />);
    const panel = await screen.findByTestId('dsfinvk-export');
    fireEvent.change(within(panel).getByLabelText('From'), { target: { value: '01.03.2031' } });
    fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '31.03.2031' } });
    await user.click(within(panel).getByRole('button', { name: 'Download export' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/pos/export/dsfinvk?from=2031-03-01&to=2031-03-31')).toBe(true),
    );
    unmount();

    mockFetch(base);
    renderWithApp(<PosClosingListPage />, { principal: principalWith(['pos.read']) });
    expect(await screen.findByTestId('closing-z1')).toBeVisible();
    expect(screen.queryByTestId('dsfinvk-export')).toBeNull();
  });
});
