import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { TripMailDialog } from './trip-mail-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const trip = {
  id: 's1',
  tourName: 'Komodo North',
  vesselName: 'MV Manta',
  from: '2027-01-02',
  to: '2027-01-09',
};
const base = {
  gender: 'f',
  birthday: null,
  age: null,
  nationality: 'DE',
  phone: '',
  roomBooking: 'rb1',
  room: 'c1',
  bed: 0,
};
const guests = [
  {
    ...base,
    customer: 'k0',
    fullName: 'Wait Listed',
    firstName: 'Wait',
    lastName: 'Listed',
    email: '',
    booking: 'b0',
    bookingNo: 'B-0999',
    state: 'waiting',
    roomName: 'Cabin 9',
  },
  {
    ...base,
    customer: 'k1',
    fullName: 'Anna Berg',
    firstName: 'Anna',
    lastName: 'Berg',
    email: 'anna@example.com',
    booking: 'b1',
    bookingNo: 'B-1001',
    state: 'confirmed',
    roomName: 'Cabin 3',
  },
];

describe('TripMailDialog', () => {
  it('previews the first guest’s copy, inserts placeholders and sends subject, text and states', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/schedule/s1/customers': () => ({ body: guests }),
      'POST /api/schedule/s1/sendMail': () => ({
        body: { queued: 11, skipped: [{ customer: 'k7', fullName: 'Carl Ek', reason: 'NO_EMAIL' }] },
      }),
    });
    renderWithApp(<TripMailDialog trip={trip} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Mail to the guests of this trip' });
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Your trip');
    const text = within(dialog).getByRole('textbox', { name: /Text/ });
    fireEvent.change(text, { target: { value: 'Dear , cabin ' } });
    (text as HTMLTextAreaElement).setSelectionRange(5, 5);
    await user.click(within(dialog).getByRole('button', { name: 'Insert First name' }));
    (text as HTMLTextAreaElement).setSelectionRange(999, 999);
    await user.click(within(dialog).getByRole('button', { name: 'Insert Cabin' }));
    expect(text).toHaveValue('Dear {{firstName}}, cabin {{cabin}}');

    // The waiting list is not mailed by default, so the first guest of the preview is Anna.
    expect(within(dialog).getByRole('heading', { name: 'Preview for Anna Berg' })).toBeVisible();
    const preview = within(dialog).getByTestId('trip-mail-preview');
    expect(preview).toHaveTextContent('Your trip');
    expect(preview).toHaveTextContent('Dear Anna, cabin Cabin 3');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Waiting list' }));
    expect(within(dialog).getByRole('heading', { name: 'Preview for Wait Listed' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByTestId('trip-mail-result')).toHaveTextContent('11 mails queued.');
    expect(within(dialog).getByText('1 guest has no e-mail address:')).toBeVisible();
    expect(within(dialog).getByText(/Carl Ek/)).toHaveTextContent('Carl Ek: no e-mail address');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      subject: 'Your trip',
      text: 'Dear {{firstName}}, cabin {{cabin}}',
      states: ['draft', 'confirmed', 'planned', 'waiting'],
    });
  });

  it('sends nothing without subject and text', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ 'GET /api/schedule/s1/customers': () => ({ body: guests }) });
    renderWithApp(<TripMailDialog trip={trip} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
