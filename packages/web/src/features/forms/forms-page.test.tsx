import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { FEEDBACK_FIELDS, FORM_ID } from './form-fixtures.ts';
import { FormsPage } from './forms-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ANSWERED = {
  id: FORM_ID,
  version: 2,
  definition: 'd1',
  definitionName: 'Trip feedback',
  fields: FEEDBACK_FIELDS,
  customer: 'c1',
  customerName: 'Mia Sand',
  booking: null,
  language: 'en',
  state: 'answered',
  answers: { rating: 5, again: 'yes', comment: 'Great crew' },
  answeredAt: '2027-03-06T14:00:00Z',
  createdAt: '2027-03-01T09:00:00Z',
  updatedAt: '2027-03-06T14:00:00Z',
};

function serve() {
  return mockFetch({
    'GET /api/form': () => ({ body: page([ANSWERED]) }),
    [`GET /api/form/${FORM_ID}`]: () => ({ body: ANSWERED }),
    'GET /api/formdef': () => ({ body: page([{ id: 'd1', name: 'Trip feedback', isActive: true }]) }),
    'GET /api/customer': () => ({
      body: page([{ id: 'c2', fullName: 'Jon Reef', contact: { email: 'jon@example.com' } }]),
    }),
    'GET /api/customer/c2/stay': () => ({
      body: [
        {
          booking: 'b7',
          bookingNo: '2027-00007',
          state: 'confirmed',
          type: 'vessel',
          from: '2027-04-01',
          to: '2027-04-08',
          place: 'MY Manta',
          tourName: 'Reef week',
          schedule: 's1',
          roomName: 'Cabin 2',
          currency: 'EUR',
          total: 100_000,
        },
      ],
    }),
    'POST /api/form/send': () => ({
      status: 201,
      body: { id: 'f2', url: 'http://localhost/forms/f2/tok', mailed: 'jon@example.com' },
    }),
    'POST /api/form/f2/qrcode': () => ({
      body: { url: 'http://localhost/forms/f2/tok', qrcode: 'data:image/png;base64,iVBORw0KGgo=' },
    }),
  });
}

describe('FormsPage', () => {
  it('lists the sent forms and shows the answers of one as the customer gave them', async () => {
    const user = userEvent.setup();
    serve();
    renderWithApp(<FormsPage />, { path: '/form' });
    expect(await screen.findByText('06.03.2027', { exact: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Trip feedback' }));
    const dialog = await screen.findByTestId('sent-form-dialog');
    expect(within(dialog).getByText('Answered on 06.03.2027', { exact: false })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Mia Sand' })).toHaveAttribute('href', '/customer/c1');
    expect(await within(dialog).findByText('Great crew')).toBeVisible();
    expect(within(dialog).getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
    expect(within(dialog).getByText('Yes')).toBeVisible();
  }, 15_000);

  it('sends a form to a customer for a booking and shows its link and QR code', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderWithApp(<FormsPage />, { path: '/form' });
    await user.click(await screen.findByRole('button', { name: 'Send a form' }));
    const dialog = await screen.findByTestId('send-form-dialog');
    await user.click(within(dialog).getByTestId('send-form-dialog-submit'));
    expect(await within(dialog).findByText('Choose the form')).toBeVisible();
    expect(within(dialog).getByText('Choose the customer')).toBeVisible();

    await user.click(within(dialog).getByRole('combobox', { name: /Form/ }));
    await user.click(await screen.findByRole('option', { name: 'Trip feedback' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Customer' }), 'Jon');
    await user.click(await screen.findByRole('option', { name: /Jon Reef/ }));
    // The customer's stays load once the customer is chosen; until then the booking picker waits.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Booking/ })).toBeEnabled());
    await user.click(within(dialog).getByRole('combobox', { name: /Booking/ }));
    await user.click(await screen.findByRole('option', { name: /2027-00007/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Send the link by e-mail' }));
    await user.click(within(dialog).getByTestId('send-form-dialog-submit'));

    await waitFor(() => expect(calls.some((c) => c.url === '/api/form/send')).toBe(true));
    expect(calls.find((c) => c.url === '/api/form/send')!.body).toEqual({
      definition: 'd1',
      customer: 'c2',
      booking: 'b7',
      language: 'en',
      mail: true,
    });
    const link = await screen.findByTestId('form-link-dialog');
    expect(within(link).getByText('The link to jon@example.com is queued.')).toBeVisible();
    expect(await within(link).findByTestId('form-url')).toHaveValue('http://localhost/forms/f2/tok');
    expect(within(link).getByTestId('form-qr')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(within(link).getByRole('button', { name: 'Copy link' })).toBeVisible();
  }, 20_000);
});
