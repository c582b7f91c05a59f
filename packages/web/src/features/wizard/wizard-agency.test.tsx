import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { EXAMPLE_CALCULATION } from '../pricing/pricing-fixtures.ts';
import { BookingWizardPage } from './booking-wizard-page.tsx';
import { AGENCY, BOOTSTRAP, RESORT, ROOM_101, wizardHandlers } from './wizard-fixtures.ts';

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
  await screen.findByRole('checkbox', { name: 'Room 101 (2 beds)' });
  await userEvent.type(screen.getByRole('combobox', { name: 'Guest 1 in Room 101' }), 'anna');
  await userEvent.click(await screen.findByRole('option', { name: /Anna Berg/ }));
  await next('Extras');
  await next('Who and how');
  return fetched;
}

describe('BookingWizardPage with an agency', () => {
  it('books through an active agency with its commission, past its credit limit when told to', async () => {
    const { calls } = await toDetails();
    await userEvent.click(screen.getByRole('combobox', { name: 'Agency' }));
    expect(screen.queryByRole('option', { name: 'Closed Travel' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Blue Water Travel' }));
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
});
