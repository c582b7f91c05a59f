import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { CashflowPage } from './cashflow-page.tsx';
import { tableRows } from '../../../test/table-rows.ts';

afterEach(() => vi.unstubAllGlobals());

const POINTS = [
  { period: '2027-03-01', currency: 'EUR', received: 125_000, expected: 80_050 },
  { period: '2027-04-01', currency: 'EUR', received: 0, expected: 240_000 },
  { period: '2027-03-01', currency: 'USD', received: 9_900, expected: 0 },
  { period: '2027-04-01', currency: 'USD', received: 0, expected: 45_000 },
];

describe('CashflowPage', () => {
  it('asks for the chosen period and shows received against expected per period and currency', async () => {
    const { calls } = mockFetch({ 'GET /api/bank/cashflow': () => ({ body: POINTS }) });
    renderWithApp(<CashflowPage />);
    fireEvent.change(screen.getByLabelText(/From/), { target: { value: '01.03.2027' } });
    fireEvent.change(screen.getByLabelText(/To/), { target: { value: '30.04.2027' } });
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        '/api/bank/cashflow?from=2027-03-01&to=2027-04-30&groupBy=month',
      ),
    );
    const table = await screen.findByRole('table', { name: 'Cash flow per period' });
    const rows = tableRows(table);
    expect(rows).toEqual([
      ['Mar 2027', 'EUR', '€1,250.00', '€800.50'],
      ['Apr 2027', 'EUR', '€0.00', '€2,400.00'],
      ['Mar 2027', 'USD', '$99.00', '$0.00'],
      ['Apr 2027', 'USD', '$0.00', '$450.00'],
    ]);
    // One chart per currency, each with the two series.
    const euro = screen.getByTestId('cashflow-chart-EUR');
    expect(euro).toHaveTextContent('Received');
    expect(euro).toHaveTextContent('Expected');
    expect(screen.getByTestId('cashflow-chart-USD')).toBeInTheDocument();
  });

  it('groups by week when asked', async () => {
    const { calls } = mockFetch({ 'GET /api/bank/cashflow': () => ({ body: [] }) });
    renderWithApp(<CashflowPage />);
    expect(await screen.findByText('No money received or expected in this period.')).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: 'Per' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Week' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('groupBy=week'))).toBe(true));
  });
});
