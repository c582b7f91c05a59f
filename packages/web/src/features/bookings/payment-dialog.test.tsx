import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { PaymentDialog } from './payment-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

/** What the dialog sent: the money input reads the operator's currencies on its own. */
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('PaymentDialog', () => {
  it('sends the decimal amount as minor units of the booking currency', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { calls } = mockFetch({
      'POST /api/bookings/b1/payment': () => ({ status: 201, body: { id: 'p2' } }),
    });
    renderWithApp(
      <PaymentDialog booking={{ id: 'b1', currency: 'EUR', version: 7 }} decimals={2} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add payment' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Enter an amount other than zero, e.g. 123.45.')).toBeVisible();
    expect(posts(calls)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1234,5');
    await user.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    await user.click(screen.getByRole('option', { name: 'Card' }));
    const date = within(dialog).getByLabelText(/^Date/);
    fireEvent.change(date, { target: { value: '20.11.2026' } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), ' VISA 1234 ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(calls)[0]?.body).toEqual({
      amount: 123450,
      currency: 'EUR',
      date: '2026-11-20',
      method: 'card',
      reference: 'VISA 1234',
      version: 7,
    });
  });

  it('takes a refund as a negative amount and knows currencies without decimals', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'POST /api/bookings/b1/payment': () => ({ status: 201, body: { id: 'p2' } }),
    });
    renderWithApp(
      <PaymentDialog booking={{ id: 'b1', currency: 'JPY', version: 7 }} decimals={0} onClose={() => {}} />,
    );
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '-5000');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({
      body: { amount: -5000, currency: 'JPY', method: 'bankTransfer' },
    });
  });
});
