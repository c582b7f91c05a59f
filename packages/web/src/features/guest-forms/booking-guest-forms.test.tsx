import type { BookingDetail } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { BookingGuestForms } from './booking-guest-forms.tsx';
import { ANNA_DATA, ANNA_FORM, BLANK_FORM, BOOKING_ID, guest, TOKEN } from './guest-form-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const BOOKING = { id: BOOKING_ID, bookingNo: '2027-00042', version: 1 } as BookingDetail;
const URL_OF_FORM = `http://localhost:3000/guestform/${BOOKING_ID}/${TOKEN}`;

function serve() {
  let applied = false;
  return mockFetch({
    'GET /api/guestform/rooms': () => ({
      body: [
        {
          form: ANNA_FORM,
          roomName: 'Cabin 3',
          bed: 1,
          name: 'Anna Berg',
          customer: 'c-anna',
          state: applied ? 'applied' : 'submitted',
          submittedAt: '2027-04-02T09:30:00.000Z',
        },
        {
          form: BLANK_FORM,
          roomName: 'Cabin 3',
          bed: 2,
          name: '',
          customer: null,
          state: 'draft',
          submittedAt: null,
        },
      ],
    }),
    [`GET /api/guestform/${BOOKING_ID}/links`]: () => ({
      body: { url: URL_OF_FORM, multiUrl: URL_OF_FORM.replace('/guestform/', '/guestform-m/'), token: TOKEN },
    }),
    [`POST /api/guestform/addAllToBooking/${BOOKING_ID}`]: () => {
      applied = true;
      return { body: { applied: 1 } };
    },
    [`GET /api/guestform/${ANNA_FORM}`]: () => ({
      body: {
        form: guest({ state: 'submitted', data: ANNA_DATA }),
        booking: { id: BOOKING_ID, bookingNo: '2027-00042' },
        customer: null,
        differences: [],
      },
    }),
    [`GET /api/guestform/diff/${ANNA_FORM}`]: () => ({ body: [] }),
    [`POST /api/bookings/${BOOKING_ID}/sendGuestFormMail`]: () => ({ body: { sent: true } }),
  });
}

const posts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.url);

describe('the booking page’s guest forms', () => {
  it('shows each place’s form, the link with a QR code, and copies the link', async () => {
    serve();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { snackbar } = renderWithApp(<BookingGuestForms booking={BOOKING} />);
    const anna = await screen.findByTestId(`guest-form-place-${ANNA_FORM}`);
    expect(anna).toHaveTextContent('Cabin 3 · bed 1');
    expect(anna).toHaveTextContent('Sent');
    const blank = screen.getByTestId(`guest-form-place-${BLANK_FORM}`);
    expect(blank).toHaveTextContent('Guest 2');
    expect(blank).toHaveTextContent('Draft');
    expect(await screen.findByTestId('guest-form-url')).toHaveValue(URL_OF_FORM);
    const qr = await screen.findByTestId('guest-form-qr');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_OF_FORM);
    // The link that always shows every guest at once, for a group leader.
    await userEvent.click(screen.getByRole('button', { name: 'All guests at once' }));
    expect(screen.getByTestId('guest-form-url')).toHaveValue(
      URL_OF_FORM.replace('/guestform/', '/guestform-m/'),
    );
    await waitFor(() => expect(snackbar.current()?.text).toBe('Link copied.'));
  }, 15_000);

  it('applies all sent forms after a confirmation', async () => {
    const { calls } = serve();
    const { snackbar } = renderWithApp(<BookingGuestForms booking={BOOKING} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply sent form (1)' }));
    const dialog = await screen.findByTestId('apply-all-guest-forms');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(snackbar.current()?.text).toBe('Applied 1 form.'));
    expect(posts(calls)).toEqual([`/api/guestform/addAllToBooking/${BOOKING_ID}`]);
    expect(await screen.findByText('Applied')).toBeInTheDocument();
  }, 15_000);

  it('sends the link to the booker and opens a sent form for review', async () => {
    const { calls } = serve();
    renderWithApp(<BookingGuestForms booking={BOOKING} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send to booker' }));
    const reminder = await screen.findByTestId('guest-form-reminder');
    await userEvent.click(within(reminder).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByTestId('guest-form-reminder')).toBeNull());
    expect(posts(calls)).toEqual([`/api/bookings/${BOOKING_ID}/sendGuestFormMail`]);

    await userEvent.click(screen.getByRole('button', { name: 'Review the form of Anna Berg' }));
    const dialog = await screen.findByRole('dialog', { name: /Anna Berg/ });
    expect(await within(dialog).findByText('Nothing differs from the customer record.')).toBeInTheDocument();
    expect(within(dialog).getByText('P1234567')).toBeInTheDocument();
  }, 15_000);

  it('fills in a draft at the desk: the gaps from the customer record, then an edit saved', async () => {
    let filled = false;
    let saved: unknown = null;
    const draft = () =>
      guest({
        form: BLANK_FORM,
        bed: 2,
        name: '',
        version: filled ? 1 : 0,
        data: filled ? { masterData: { firstName: 'Ben', lastName: 'Kurz' } } : {},
      });
    const { calls } = mockFetch({
      'GET /api/guestform/rooms': () => ({
        body: [
          {
            form: BLANK_FORM,
            roomName: 'Cabin 3',
            bed: 2,
            name: 'Ben Kurz',
            customer: 'c-ben',
            state: 'draft',
            submittedAt: null,
          },
        ],
      }),
      [`GET /api/guestform/${BOOKING_ID}/links`]: () => ({
        body: { url: URL_OF_FORM, multiUrl: URL_OF_FORM, token: TOKEN },
      }),
      [`GET /api/guestform/${BLANK_FORM}`]: () => ({
        body: {
          form: draft(),
          booking: { id: BOOKING_ID, bookingNo: '2027-00042', isTrip: true },
          extraFields: [],
          maxFileSizeKb: 256,
          customer: { id: 'c-ben', fullName: 'Ben Kurz' },
          differences: [],
        },
      }),
      [`GET /api/guestform/diff/${BLANK_FORM}`]: () => ({ body: [] }),
      [`POST /api/guestform/${BLANK_FORM}/appendMissingFields`]: () => {
        filled = true;
        return { body: { updated: 1 } };
      },
      [`POST /api/guestform/${BLANK_FORM}`]: (call) => {
        saved = call.body;
        return {
          body: { form: { ...draft(), version: 2 }, booking: { id: BOOKING_ID, bookingNo: '2027-00042' } },
        };
      },
    });
    renderWithApp(<BookingGuestForms booking={BOOKING} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Fill in the form of Ben Kurz' }));
    const dialog = await screen.findByRole('dialog', { name: /Ben Kurz/ });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Fill in from the customer record' }),
    );
    expect(await screen.findByText('Filled the empty fields from the customer record.')).toBeInTheDocument();
    expect(await within(dialog).findByDisplayValue('Ben')).toBeInTheDocument();
    // Files stay the guest's: the desk sees the slots without an upload button.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Passport' }));
    await userEvent.type(await within(dialog).findByLabelText(/Passport number/), 'X998877');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Saved.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      `/api/guestform/${BLANK_FORM}/appendMissingFields`,
      `/api/guestform/${BLANK_FORM}`,
    ]);
    expect(saved).toMatchObject({ version: 1, data: { passport: { number: 'X998877' } } });
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();
  }, 20_000);

  it('offers neither sending nor applying to whom may only read', async () => {
    serve();
    renderWithApp(<BookingGuestForms booking={BOOKING} />, { principal: principalWith(['customers.read']) });
    expect(await screen.findByTestId(`guest-form-place-${ANNA_FORM}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to booker' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
  }, 15_000);
});
