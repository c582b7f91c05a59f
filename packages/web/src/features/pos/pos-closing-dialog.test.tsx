import type { PosClosing, PosClosingPreview } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { CloseDayButton } from './pos-closing-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const totals = {
  byCategory: [{ category: 'c-beer', name: 'Beer', amount: 3600 }],
  byTaxRate: [{ taxRate: 19, gross: 3600, net: 3025, tax: 575 }],
  byPaymentKind: [{ kind: 'cash' as const, amount: 3600 }],
  voids: { count: 0, amount: 0 },
};

const preview: PosClosingPreview = {
  till: 't-bar',
  tillName: 'Bar',
  day: '2031-03-02',
  currency: 'EUR',
  firstNumber: 12,
  lastNumber: 17,
  transactionCount: 6,
  total: 3600,
  cash: [
    { currency: 'EUR', expected: 400, counted: 0, difference: -400 },
    { currency: 'USD', expected: 2500, counted: 0, difference: -2500 },
  ],
  totals,
  openTabs: [{ id: 'r18', number: 18, guestName: '', roomName: '', total: 300 }],
};

const stored: PosClosing = {
  id: 'z3',
  version: 1,
  createdAt: '2031-03-02T22:00:00.000Z',
  updatedAt: '2031-03-02T22:00:00.000Z',
  till: 't-bar',
  tillName: 'Bar',
  resort: null,
  vessel: null,
  number: 3,
  day: '2031-03-02',
  currency: 'EUR',
  firstNumber: 12,
  lastNumber: 17,
  transactionCount: 6,
  total: 3600,
  cash: [
    { currency: 'EUR', expected: 400, counted: 300, difference: -100 },
    { currency: 'USD', expected: 2500, counted: 2500, difference: 0 },
  ],
  reason: 'Tip jar',
  totals,
  openTabs: preview.openTabs,
  userName: 'Mia',
  closedAt: '2031-03-02T22:00:00.000Z',
};

const currencies = () => ({
  body: page([
    { id: 'eur', code: 'EUR', decimals: 2, exchangeRate: '1', version: 1 },
    { id: 'usd', code: 'USD', decimals: 2, exchangeRate: '1.25', version: 1 },
  ]),
});

describe('CloseDayButton', () => {
  it('counts the drawer per currency, asks a reason for a difference, closes and offers the Z report', async () => {
    const user = userEvent.setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:z3.pdf'), revokeObjectURL: vi.fn() }),
    );
    const { calls } = mockFetch({
      'GET /api/currency': currencies,
      'GET /api/pos/closing/preview': () => ({ body: preview }),
      'POST /api/pos/closing': () => ({ status: 201, body: stored }),
      'GET /api/pos/closing/z3/report': () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    renderWithApp(<CloseDayButton till="t-bar" />);
    await user.click(screen.getByRole('button', { name: 'Close day' }));
    const dialog = await screen.findByTestId('pos-closing-dialog');
    expect(await within(dialog).findByText('Close the day at Bar')).toBeVisible();
    expect(within(dialog).getByText('Expected: €4.00')).toBeVisible();
    expect(within(dialog).getByText('Expected: $25.00')).toBeVisible();
    expect(within(dialog).getByText('#18 · €3.00')).toBeVisible();
    const submit = within(dialog).getByRole('button', { name: 'Close day' });
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Counted EUR' }), '3.00');
    expect(within(dialog).getByTestId('pos-closing-difference-EUR')).toHaveTextContent('-€1.00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Counted USD' }), '25.00');
    expect(within(dialog).getByTestId('pos-closing-difference-USD')).toHaveTextContent('$0.00');
    // Every currency is counted but the euros are short: no closing without saying why.
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for the difference/ }), 'Tip jar');
    expect(submit).toBeEnabled();
    await user.click(submit);

    const done = await screen.findByTestId('pos-closing-done');
    expect(within(done).getByText('Day closed: Z report 3')).toBeVisible();
    const posted = calls.filter((c) => c.method === 'POST' && c.url === '/api/pos/closing');
    expect(posted.map((c) => c.body)).toEqual([
      {
        till: 't-bar',
        counted: [
          { currency: 'EUR', amount: 300 },
          { currency: 'USD', amount: 2500 },
        ],
        reason: 'Tip jar',
      },
    ]);
    await user.click(within(done).getByRole('button', { name: 'Open Z report (PDF)' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:z3.pdf'));
    expect(calls.some((c) => c.url === '/api/pos/closing/z3/report?format=pdf')).toBe(true);
  });

  it('says when there is nothing to close, and is not offered without pos.update', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/currency': currencies,
      'GET /api/pos/closing/preview': () => ({
        body: { ...preview, transactionCount: 0, firstNumber: null, lastNumber: null, openTabs: [] },
      }),
    });
    const { unmount } = renderWithApp(<CloseDayButton till="t-bar" />);
    await user.click(screen.getByRole('button', { name: 'Close day' }));
    const dialog = await screen.findByTestId('pos-closing-dialog');
    expect(
      await within(dialog).findByText('Nothing to close: no sale since the last closing.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Close day' })).toBeDisabled();
    unmount();

    renderWithApp(<CloseDayButton till="t-bar" />, { principal: principalWith(['pos.read', 'pos.create']) });
    expect(screen.queryByRole('button', { name: 'Close day' })).toBeNull();
  });
});
