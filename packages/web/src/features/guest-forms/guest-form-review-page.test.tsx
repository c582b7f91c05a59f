import { GUEST_FORM_GROUPS } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { ANNA_DATA, ANNA_FORM, BOOKING_ID, guest, row } from './guest-form-fixtures.ts';
import { GuestFormReviewPage } from './guest-form-review-page.tsx';

afterEach(() => vi.unstubAllGlobals());
// jsdom's getComputedStyle is slow over MUI's style rules; the pointer check calls it per click.
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const DIFFERENCES = [
  { field: 'passport.number', group: 'passport', current: '', proposed: 'P1234567' },
  { field: 'diver.dives', group: 'diver', current: 12, proposed: 85 },
];
const sentForm = () =>
  guest({
    state: 'submitted',
    submittedAt: '2027-04-02T09:30:00.000Z',
    data: {
      ...ANNA_DATA,
      medical: { answers: { q1: false, q2: true } },
      remarks: '<img src=x onerror=alert(1)>',
      extra: { diet: 'Vegetarian' },
    },
    files: [
      { id: 'f-pass', kind: 'passportScan', name: 'passport.jpg', mimeType: 'image/jpeg', size: 120_000 },
    ],
  });

function serve(options: { applied?: boolean } = {}) {
  let applied = options.applied ?? false;
  return mockFetch({
    'GET /api/guestform': (call) => {
      const state = new URL(call.url, 'http://x').searchParams.get('state');
      if (state === 'draft') return { body: page([]) };
      return { body: page([row({ medicalYes: true, differences: applied ? 0 : 2 })]) };
    },
    [`GET /api/guestform/${ANNA_FORM}`]: () => ({
      body: {
        form: applied ? { ...sentForm(), state: 'applied', locked: true } : sentForm(),
        booking: {
          id: BOOKING_ID,
          bookingNo: '2027-00042',
          place: 'Komodo',
          from: '2027-05-01',
          to: '2027-05-08',
        },
        customer: null,
        differences: applied ? [] : DIFFERENCES,
      },
    }),
    [`GET /api/guestform/diff/${ANNA_FORM}`]: () => ({ body: applied ? [] : DIFFERENCES }),
    [`GET /api/guestform/${ANNA_FORM}/print`]: () =>
      new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    [`POST /api/guestform/${ANNA_FORM}/addToBooking`]: () => {
      applied = true;
      return { body: {} };
    },
    'GET /api/bookings/missingGuestform': () => ({
      body: [
        {
          booking: BOOKING_ID,
          bookingNo: '2027-00042',
          from: '2027-05-01',
          place: 'Komodo North & Central',
          leadName: 'Anna Berg',
          leadEmail: 'anna@example.com',
          beds: 2,
          submitted: 1,
          missing: 1,
          lastReminder: null,
        },
      ],
    }),
    [`POST /api/bookings/${BOOKING_ID}/sendGuestFormMail`]: (call) =>
      (call.body as { force?: boolean }).force
        ? { body: { sent: true } }
        : { status: 409, body: { message: 'A reminder went out today', description: 'CONFLICT' } },
  });
}

const posts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST');

describe('GuestFormReviewPage', () => {
  it('lists sent forms with their booking, medical warning and differences, by state', async () => {
    const { calls } = serve();
    renderWithApp(<GuestFormReviewPage />);
    const listed = await screen.findByTestId(`guest-form-row-${ANNA_FORM}`);
    expect(within(listed).getByRole('link', { name: '2027-00042' })).toHaveAttribute(
      'href',
      `/booking/${BOOKING_ID}`,
    );
    expect(listed).toHaveTextContent('Cabin 3 · bed 1');
    expect(listed).toHaveTextContent('Medical: yes');
    expect(within(listed).getByLabelText('2 differences')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    expect(await screen.findByText('No drafts.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('state=draft'))).toBe(true);
  }, 15_000);

  it('shows a form with its differences, files and signature, and applies the chosen fields', async () => {
    const { calls } = serve();
    const { snackbar } = renderWithApp(<GuestFormReviewPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Anna Berg' }));
    const dialog = await screen.findByRole('dialog', { name: /Anna Berg/ });
    const table = await within(dialog).findByTestId('differences-table');
    expect(within(table).getByText('P1234567')).toBeInTheDocument();
    expect(within(table).getByText('85')).toBeInTheDocument();
    expect(within(dialog).getByTestId('review-signature')).toHaveAttribute('src', ANNA_DATA.signature);
    expect(
      within(dialog).getByRole('button', { name: 'Passport (photo or scan): passport.jpg' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/physician's evaluation is required/)).toBeInTheDocument();
    // The guest's remarks are text, not markup.
    expect(within(dialog).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
    // The answers to the operator's own questions, by their key.
    expect(within(dialog).getByText('Vegetarian')).toBeInTheDocument();

    await userEvent.click(
      within(table).getByRole('checkbox', { name: /Diving experience: Number of logged dives/ }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply selected (1)' }));
    const confirm = await screen.findByTestId('apply-guest-form');
    expect(confirm).toHaveTextContent('The selected field goes into the customer record');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ fields: ['passport.number'] });
    await waitFor(() => expect(snackbar.current()?.text).toBe('Applied the form of Anna Berg.'));
    expect(await within(dialog).findByText(/has been applied to the customer record/)).toBeInTheDocument();
  }, 20_000);

  it("shows the customer data answers under their group's name and applies one of them", async () => {
    const dataDiff = {
      field: 'data.diet',
      group: 'data',
      label: 'Diet',
      current: 'vegetarian',
      proposed: 'vegan',
    };
    const form = guest({
      state: 'submitted',
      submittedAt: '2027-04-02T09:30:00.000Z',
      data: { ...ANNA_DATA, data: { diet: 'vegan' } },
    });
    const { calls } = mockFetch({
      'GET /api/guestform': (call) =>
        new URL(call.url, 'http://x').searchParams.get('state') === 'draft'
          ? { body: page([]) }
          : { body: page([row()]) },
      [`GET /api/guestform/${ANNA_FORM}`]: () => ({
        body: {
          form,
          booking: {
            id: BOOKING_ID,
            bookingNo: '2027-00042',
            place: 'Komodo',
            from: '2027-05-01',
            to: '2027-05-08',
          },
          dataGroups: [
            {
              id: 'g1',
              name: 'Health and diet',
              fields: [{ key: 'diet', label: 'Diet', type: 'choice', choices: ['vegan'] }],
            },
          ],
          customer: null,
          differences: [...DIFFERENCES, dataDiff],
        },
      }),
      [`GET /api/guestform/diff/${ANNA_FORM}`]: () => ({ body: [...DIFFERENCES, dataDiff] }),
      [`POST /api/guestform/${ANNA_FORM}/addToBooking`]: () => ({ body: {} }),
    });
    renderWithApp(<GuestFormReviewPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Anna Berg' }));
    const dialog = await screen.findByRole('dialog', { name: /Anna Berg/ });
    const table = await within(dialog).findByTestId('differences-table');
    expect(within(dialog).getByTestId('read-data-g1')).toHaveTextContent('Health and diet');
    expect(within(dialog).getByTestId('read-data-g1')).toHaveTextContent('vegan');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Customer data: Diet' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply selected (1)' }));
    await userEvent.click(
      within(await screen.findByTestId('apply-guest-form')).getByRole('button', { name: 'Apply' }),
    );
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ fields: ['data.diet'] });
  }, 20_000);

  it('prints the form as a PDF in a new tab', async () => {
    const { calls } = serve();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithApp(<GuestFormReviewPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Anna Berg' }));
    const dialog = await screen.findByRole('dialog', { name: /Anna Berg/ });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Print the form (PDF)' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes(`/api/guestform/${ANNA_FORM}/print?format=pdf`))).toBe(true),
    );
    expect(opened).toHaveBeenCalled();
    opened.mockRestore();
  }, 15_000);

  it('applies the whole form with "Apply all"', async () => {
    const { calls } = serve();
    renderWithApp(<GuestFormReviewPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Anna Berg' }));
    const dialog = await screen.findByRole('dialog', { name: /Anna Berg/ });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Apply all' }));
    await userEvent.click(
      within(await screen.findByTestId('apply-guest-form')).getByRole('button', { name: 'Apply' }),
    );
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ fields: [...GUEST_FORM_GROUPS] });
  }, 15_000);

  it('offers no apply to whom may only read customers', async () => {
    serve();
    renderWithApp(<GuestFormReviewPage />, { principal: principalWith(['customers.read']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Anna Berg' }));
    const dialog = await screen.findByRole('dialog', { name: /Anna Berg/ });
    expect(await within(dialog).findByTestId('differences-table')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Apply all' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  }, 15_000);

  it('lists missing forms and sends a reminder, anyway after a recent one', async () => {
    const { calls } = serve();
    const { snackbar } = renderWithApp(<GuestFormReviewPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Missing forms' }));
    const missing = await screen.findByTestId(`missing-${BOOKING_ID}`);
    expect(missing).toHaveTextContent('1 of 2');
    expect(missing).toHaveTextContent('anna@example.com');
    await userEvent.click(
      within(missing).getByRole('button', { name: 'Send reminder for booking 2027-00042' }),
    );
    const dialog = await screen.findByTestId('guest-form-reminder');
    expect(dialog).toHaveTextContent('Send the guest-form link to anna@example.com?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A reminder went out within the last day',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send anyway' }));
    await waitFor(() =>
      expect(snackbar.current()?.text).toBe('The guest-form link of booking 2027-00042 is queued.'),
    );
    expect(posts(calls).map((c) => c.body)).toEqual([{}, { force: true }]);
  }, 15_000);
});
