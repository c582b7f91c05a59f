import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { meta } from '../../../test/fixtures/pricing.ts';
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
  }, 30_000);
});

describe('the cancellation scale', () => {
  const stored = {
    id: 't1',
    ...meta,
    name: 'Standard',
    description: '',
    ...terms,
    cancellation: [
      { daysBefore: 30, percent: 50 },
      { daysBefore: 60, percent: 20 },
    ],
  };

  it('is edited as rows with a preview, sorted, checked and saved as a list, never as JSON', async () => {
    const { calls } = mockFetch({
      'GET /api/terms': () => ({ body: page([stored]) }),
      'GET /api/terms/t1': () => ({ body: stored }),
      'GET /api/currency': () => ({
        body: page([{ id: 'c1', code: 'EUR', decimals: 2, exchangeRate: '1', ...meta }]),
      }),
      'POST /api/terms/t1': (call) => ({ body: { ...stored, ...(call.body as object) } }),
    });
    renderWithApp(<TermsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Standard'));
    const dialog = await screen.findByRole('dialog');
    const scale = within(dialog).getByRole('list', { name: 'Cancellation fees' });
    expect(within(scale).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByRole('textbox', { name: /cancellation/i })).toBeNull();
    // 20 days before arrival the 30-day step applies to the example booking of 1,000.00.
    const preview = within(dialog).getByRole('region', { name: 'What a cancellation costs' });
    expect(
      within(preview).getByText('Cancelled 20 days before arrival, a €1,000.00 booking: fee €500.00 (50 %)'),
    ).toBeVisible();
    const previewDays = within(preview).getByRole('spinbutton', { name: 'Cancelled days before arrival' });
    await user.clear(previewDays);
    await user.type(previewDays, '45');
    expect(within(preview).getByText(/fee €200.00 \(20 %\)/)).toBeVisible();
    await user.clear(previewDays);
    await user.type(previewDays, '-2');
    expect(within(preview).getByText(/2 days after arrival.*fee €500.00 \(50 %\)/)).toBeVisible();

    // A third step; the same day twice is named, then fixed; the steps are sorted on request.
    await user.click(within(dialog).getByRole('button', { name: 'Add step' }));
    const days3 = within(dialog).getByRole('spinbutton', { name: 'Step 3: from days before arrival' });
    await user.clear(days3);
    await user.type(days3, '30');
    expect(within(dialog).getByText('Another step starts on this day')).toBeVisible();
    await user.clear(days3);
    await user.type(days3, '7');
    const percent3 = within(dialog).getByRole('spinbutton', { name: 'Step 3: fee in percent' });
    await user.clear(percent3);
    await user.type(percent3, '100');
    expect(within(dialog).queryByText('Another step starts on this day')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sort by days' }));
    expect(
      within(dialog)
        .getAllByRole('spinbutton', { name: /from days before arrival/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['60', '30', '7']);
    await user.click(within(dialog).getByRole('button', { name: 'Remove step 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      cancellation: [
        { daysBefore: 30, percent: 50 },
        { daysBefore: 7, percent: 100 },
      ],
    });
    // Many keystrokes on a busy machine.
  }, 60_000);

  it('refuses a percent above 100 before saving', async () => {
    const { calls } = mockFetch({
      'GET /api/terms': () => ({ body: page([]) }),
      'GET /api/currency': () => ({ body: page([]) }),
    });
    renderWithApp(<TermsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /New terms of payment/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/No cancellation fees yet/)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Strict');
    await user.click(within(dialog).getByRole('button', { name: 'Add step' }));
    const percent = within(dialog).getByRole('spinbutton', { name: 'Step 1: fee in percent' });
    await user.clear(percent);
    await user.type(percent, '150');
    expect(within(dialog).getByText('From 0 to 100 %')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  }, 30_000);
});
