import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { meta } from './pricing-fixtures.ts';
import { TermsExample, TermsPage } from './terms-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const terms = {
  deposit: 30,
  depositType: 'percent' as const,
  currency: 'EUR',
  depositDueDays: 7,
  restDueDays: 30,
};

describe('the terms of payment', () => {
  it('work out 1,000.00 by the engine’s own due dates', () => {
    renderWithApp(<TermsExample terms={terms} bookingDate="2027-01-10" arrival="2027-06-28" />);
    const example = screen.getByRole('region', { name: 'Example' });
    expect(
      within(example).getByText(/A booking of €1,000.00 made on 10.01.2027 for an arrival on 28.06.2027/),
    ).toBeVisible();
    expect(within(example).getByText('Deposit €300.00 due 17.01.2027')).toBeVisible();
    expect(within(example).getByText('Rest €700.00 due 29.05.2027')).toBeVisible();
  });

  it('ask for everything at once when the rest would be due before the booking', () => {
    renderWithApp(<TermsExample terms={terms} bookingDate="2027-04-20" arrival="2027-05-01" />, {
      language: 'de',
    });
    const example = screen.getByRole('region', { name: 'Beispiel' });
    expect(within(example).getByText('Restzahlung 1.000,00 € fällig am 20.04.2027')).toBeVisible();
    expect(within(example).queryByText(/Anzahlung/)).toBeNull();
  });

  it('follow the form in the dialog, an absolute deposit in money', async () => {
    const { calls } = mockFetch({
      'GET /api/terms': () => ({ body: page([]) }),
      'GET /api/currency': () => ({
        body: page([{ id: 'c1', code: 'EUR', decimals: 2, exchangeRate: '1', ...meta }]),
      }),
      'POST /api/terms': (call) => ({ status: 201, body: { id: 't1', ...meta, ...(call.body as object) } }),
    });
    renderWithApp(<TermsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /New terms of payment/i }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '200 down');
    await user.click(within(dialog).getByRole('combobox', { name: 'Deposit type' }));
    await user.click(await screen.findByRole('option', { name: 'Amount' }));
    const deposit = within(dialog).getByRole('textbox', { name: /^Deposit/ });
    await user.clear(deposit);
    await user.type(deposit, '200');
    await waitFor(() => expect(within(dialog).getByText(/^Deposit €200.00 due/)).toBeVisible());
    expect(within(dialog).getByText(/^Rest €800.00 due/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: '200 down',
      deposit: 20000,
      depositType: 'absolute',
    });
  });
});
