import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { DetailsForm } from './details-form.tsx';
import { BOOTSTRAP, bookingHandlers, bookingView } from './online-fixtures.ts';
import { TransferPanel } from './transfer-panel.tsx';

const session = { session: { bootstrap: BOOTSTRAP, user: null, isLoggedIn: false }, principal: undefined };

afterEach(() => vi.unstubAllGlobals());

describe('paying an online booking by bank transfer', () => {
  it('shows the amount, the due date, the account with the reference, the GiroCode and the mail state', async () => {
    const booking = bookingView({
      state: 'planned',
      payment: 'transfer',
      holdUntil: null,
      canPayOnline: false,
      optionUntil: '2030-01-20',
      mail: 'queued',
      transfer: {
        holder: 'Blue Horizon Diving GmbH',
        bank: 'Commerzbank',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        amount: { amount: 80700, currency: 'EUR' },
        due: '2030-01-15',
        reference: 'B-2030-0042',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      },
    });
    renderWithApp(<TransferPanel booking={booking} />, session);
    expect(
      await screen.findByText(
        'Please transfer €807.00 by 15.01.2030, with your booking number as the reference.',
      ),
    ).toBeVisible();
    expect(screen.getByTestId('transfer-iban')).toHaveTextContent('DE89 3704 0044 0532 0130 00');
    expect(screen.getByTestId('transfer-reference')).toHaveTextContent('B-2030-0042');
    expect(screen.getByRole('img', { name: /Payment QR code/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText(/held until 20\.01\.2030/)).toBeVisible();
    // Queued is not sent: the page says the mail is ready to go, not that it arrived.
    expect(screen.getByTestId('transfer-mail')).toHaveTextContent('ready to be mailed');
  });

  it('says on the button what will happen, and lets the guest choose when both ways are offered', async () => {
    mockFetch(bookingHandlers());
    const props = { guests: 1, pending: false, onSubmit: async () => undefined };
    const { unmount } = renderWithApp(
      <DetailsForm
        {...props}
        payments={['transfer', 'card']}
        payment="transfer"
        onPayment={() => undefined}
      />,
      session,
    );
    expect(await screen.findByRole('button', { name: 'Reserve and pay by bank transfer' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /By card/ })).not.toBeChecked();
    unmount();
    renderWithApp(<DetailsForm {...props} payments={['card']} payment="card" />, session);
    expect(await screen.findByRole('button', { name: 'Book and pay by card' })).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
