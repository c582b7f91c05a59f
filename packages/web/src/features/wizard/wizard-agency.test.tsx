import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { EXAMPLE_CALCULATION } from '../../../test/fixtures/pricing.ts';
import { BookingWizardPage } from './booking-wizard-page.tsx';
import {
  AGENCY,
  BOOTSTRAP,
  FREE_ROOMS,
  RESORT,
  ROOM_101,
  VESSEL,
  wizardHandlers,
} from './wizard-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const CREDIT_LIMIT = {
  status: 409,
  body: {
    error: 'Conflict',
    statusCode: 409,
    description: 'CREDIT_LIMIT',
    message: 'Blue Water Travel has a credit limit of €5,000.00',
    params: { agency: 'Blue Water Travel', limit: '€5,000.00', open: '€4,800.00', after: '€5,592.00' },
    path: '/api/bookings',
    method: 'POST',
    timestamp: '',
  },
};

/** The engine's answer with the commission of the agency's contract when the draft names one. */
function quote(call: RecordedCall) {
  const agency = (call.body as { agency?: { id: string } }).agency;
  return {
    body: agency
      ? {
          ...EXAMPLE_CALCULATION,
          commission: {
            agency: agency.id,
            percent: 12,
            base: { amount: 79_200, currency: 'EUR' },
            amount: { amount: 9_504, currency: 'EUR' },
            reason: 'Contract',
          },
        }
      : EXAMPLE_CALCULATION,
  };
}

const stepTitle = () => screen.getByRole('heading', { level: 2 });
async function next(title: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(stepTitle()).toHaveTextContent(title));
}
const bookingPosts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/bookings').map((call) => call.body);

async function toDetails(principal = principalWith(['bookings.create', 'bookings.update', 'agencies.read'])) {
  const fetched = mockFetch(
    wizardHandlers({
      'POST /api/book/booking/price': quote,
      'POST /api/bookings': (call) =>
        (call.body as { overrideCreditLimit?: boolean }).overrideCreditLimit
          ? { status: 201, body: { id: 'b-new', bookingNo: 'B-1001', rooms: [] } }
          : CREDIT_LIMIT,
    }),
  );
  renderWithApp(<BookingWizardPage />, {
    path: `/booking/wizard?resort=${RESORT}&from=2027-03-01&to=2027-03-08&room=${ROOM_101}`,
    route: '/booking/wizard',
    session: { bootstrap: BOOTSTRAP },
    principal,
  });
  await screen.findByRole('checkbox', { name: 'Room 101 (2 places)' });
  await userEvent.type(screen.getByRole('combobox', { name: 'Guest 1 in Room 101' }), 'anna');
  await userEvent.click(await screen.findByRole('option', { name: /Anna Berg/ }));
  await next('Extras');
  await next('Who and how');
  return fetched;
}

describe('BookingWizardPage with an agency', () => {
  it('books through an active agency with its commission, past its credit limit when told to', async () => {
    const { calls } = await toDetails();
    const availability = () => calls.filter((c) => c.url.startsWith(`/api/rooms/available/${RESORT}`));
    expect(availability().map((c) => c.url)).toEqual([
      `/api/rooms/available/${RESORT}?from=2027-03-01&to=2027-03-08`,
    ]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Agency' }));
    expect(screen.queryByRole('option', { name: 'Closed Travel' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Blue Water Travel' }));
    // Booking for the agency, the rooms of its allotments count as free: availability is asked again.
    await waitFor(() =>
      expect(availability().at(-1)?.url).toBe(
        `/api/rooms/available/${RESORT}?from=2027-03-01&to=2027-03-08&agency=${AGENCY}`,
      ),
    );
    const live = screen.getByTestId('wizard-quote-compact');
    expect(await within(live).findByTestId('wizard-quote-commission')).toHaveTextContent(
      'Agency commission: €95.04 (12%)',
    );
    const quoted = calls.filter((c) => c.url === '/api/book/booking/price').at(-1)?.body;
    expect(quoted).toMatchObject({ agency: { id: AGENCY } });

    await next('Summary');
    expect(screen.getByTestId('wizard-summary-facts')).toHaveTextContent('AgencyBlue Water Travel');
    await userEvent.click(screen.getByRole('button', { name: 'Create reservation' }));
    const alert = await screen.findByTestId('wizard-summary-alert');
    expect(alert).toHaveTextContent(
      'Blue Water Travel has a credit limit of €5,000.00; with this booking it would owe €5,592.00 (open now €4,800.00).',
    );
    await userEvent.click(within(alert).getByRole('checkbox', { name: 'Book past the limit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create reservation' }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    const sent = bookingPosts(calls);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ agency: AGENCY });
    expect(sent[0]).not.toHaveProperty('overrideCreditLimit');
    expect(sent[1]).toMatchObject({ agency: AGENCY, overrideCreditLimit: true });
  }, 30_000);

  it('offers no way past the limit to who may only create bookings', async () => {
    await toDetails(principalWith(['bookings.create', 'agencies.read']));
    await userEvent.click(screen.getByRole('combobox', { name: 'Agency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Blue Water Travel' }));
    await next('Summary');
    await userEvent.click(screen.getByRole('button', { name: 'Create reservation' }));
    const alert = await screen.findByTestId('wizard-summary-alert');
    expect(alert).toHaveTextContent('Blue Water Travel has a credit limit of €5,000.00');
    expect(within(alert).queryByRole('checkbox')).toBeNull();
  }, 30_000);

  it('asks an agent for rooms and trips with their own agency’s allotments counted as free', async () => {
    const { calls } = mockFetch(
      wizardHandlers({
        'GET /api/schedule/booking': () => ({ body: { data: [], total: 0, page: 0, size: 25 } }),
        // Room 101 is held for the agent's agency.
        [`GET /api/rooms/available/${RESORT}`]: () => ({
          body: FREE_ROOMS.map((room) => ({ ...room, allotment: room.id === ROOM_101 })),
        }),
      }),
    );
    renderWithApp(<BookingWizardPage />, {
      path: `/booking/wizard?resort=${RESORT}&from=2027-03-01&to=2027-03-08`,
      route: '/booking/wizard',
      session: {
        bootstrap: {
          ...BOOTSTRAP,
          assets: [...BOOTSTRAP.assets, { id: VESSEL, name: 'MV Manta', type: 'vessel' }],
        },
      },
      principal: { ...principalWith(['bookings.create', 'agencies.self']), agency: AGENCY },
    });
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        `/api/rooms/available/${RESORT}?from=2027-03-01&to=2027-03-08&agency=${AGENCY}`,
      ),
    );
    expect(calls.some((c) => c.url === `/api/rooms/available/${RESORT}?from=2027-03-01&to=2027-03-08`)).toBe(
      false,
    );
    const held = await screen.findByRole('checkbox', { name: /^Room 101 .*Allotment$/ });
    expect(held).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Room 102 / })).not.toHaveAccessibleName(/Allotment/);
    // The link opened the rooms step; the trips are on the first one.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Trip' }));
    await screen.findByText('No trip with free places matches.');
    const trips = calls.find((c) => c.url.startsWith('/api/schedule/booking'));
    expect(new URL(trips?.url ?? '', 'http://x').searchParams.get('agency')).toBe(AGENCY);
  }, 30_000);
});
