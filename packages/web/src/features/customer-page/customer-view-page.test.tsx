import type { CustomerContest, CustomerFigures } from '@seaberth/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { CUSTOMER_CREDITS } from '../../../test/fixtures/customer-credits.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { CustomerViewPage } from './customer-view-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const ANNA = {
  id: 'k1',
  version: 3,
  createdAt: '',
  updatedAt: '',
  fullName: 'Anna Berg',
  masterData: { firstName: 'Anna', lastName: 'Berg', birthday: '1986-05-01', nationality: 'DE' },
  contact: { email: 'anna@example.com', phone: '+49 170 1234' },
  address: { street: 'Hafenstraße 1', zip: '24103', city: 'Kiel', state: '', country: 'DE' },
  // Valid on arrival, but not six months beyond it.
  passport: { number: 'C01X00T47', nationality: 'DE', expires: '2027-06-30' },
  diver: {
    certificationAgency: 'PADI',
    certificationLevel: 'Advanced Open Water',
    certificationNumber: '1234AB',
    dives: 85,
    lastDive: '2026-10-02',
    nitrox: true,
    insurance: 'DAN',
    insuranceNumber: '',
    emergencyName: 'Ben Berg',
    emergencyPhone: '+49 170 9876',
    emergencyRelation: 'Partner',
  },
  gear: { wetsuit: 'M', bcd: 'S', fins: '40', boots: '', heightCm: null, weightKg: null, rental: true },
  customerType: '',
  group: 'g1',
  note: 'Prefers the lower deck.',
};

const FIGURES: CustomerFigures = {
  customer: 'k1',
  today: '2027-03-16',
  stays: 2,
  nights: 10,
  firstStay: '2027-03-06',
  lastStay: '2027-03-06',
  nextArrival: '2027-03-20',
  money: [{ currency: 'EUR', revenue: 200_000, open: 150_000, credit: 2_500 }],
  stayStats: { noOfStays: 1, lastStay: '2027-03-13', stayRevenue: 150_000, currency: 'EUR' },
};

const CONTESTS: CustomerContest[] = [
  {
    contest: 'c2',
    name: 'Win a week on the house reef',
    from: '2027-03-01',
    to: '2027-03-31',
    state: 'open',
    enteredAt: '2027-03-10T09:00:00.000Z',
    source: 'self',
    winnerRank: null,
    drawnAt: null,
  },
  {
    contest: 'c1',
    name: 'Critter of the season',
    from: '2026-10-01',
    to: '2026-12-31',
    state: 'drawn',
    enteredAt: '2026-10-05T09:00:00.000Z',
    source: 'staff',
    winnerRank: 1,
    drawnAt: '2027-01-02T10:00:00.000Z',
  },
];

function serve(figures: CustomerFigures = FIGURES) {
  return mockFetch({
    'GET /api/customer/k1/contests': () => ({ body: CONTESTS }),
    'GET /api/customer/k1': () => ({ body: ANNA }),
    'GET /api/customergroup/g1': () => ({ body: { id: 'g1', version: 1, name: 'Club members' } }),
    'POST /api/customer/k1/stats/recalculate': () => ({ body: figures }),
    'GET /api/customer/k1/stay': () => ({ body: [] }),
    'GET /api/customer/k1/relations': () => ({
      body: [
        {
          id: 'r1',
          version: 1,
          kind: 'partner',
          note: '',
          other: { id: 'k2', fullName: 'Ben Berg', email: '' },
        },
      ],
    }),
    'GET /api/customer/credits': () => ({ body: { ...CUSTOMER_CREDITS, entries: [], balances: [] } }),
    'GET /api/currency': () => ({ body: page([]) }),
    'GET /api/guestform': (call) => ({
      body: page(
        new URL(call.url, 'http://x').searchParams.get('state') === 'submitted'
          ? [
              {
                id: 'f1',
                booking: 'b2',
                bookingNo: '2027-00012',
                from: '2027-03-20',
                place: 'Coral Bay',
                roomName: 'R1',
                bed: 1,
                customer: 'k1',
                name: 'Anna Berg',
                state: 'submitted',
                submittedAt: '2027-03-01T09:00:00.000Z',
                appliedAt: null,
                differences: 2,
                medicalYes: false,
              },
            ]
          : [],
      ),
    }),
    'GET /api/customer/k1/diff/0': () => ({
      body: [
        {
          version: 3,
          action: 'update',
          at: '2027-03-02T09:30:00.000Z',
          actorName: 'Eva Office',
          changes: [
            { field: 'contact.email', before: 'anna@old.example', after: 'anna@example.com' },
            { field: 'masterData.birthday', before: null, after: '1986-05-01' },
          ],
        },
        {
          version: 1,
          action: 'create',
          at: '2027-01-10T08:00:00.000Z',
          actorName: '',
          changes: [{ field: 'masterData.firstName', before: null, after: 'Anna' }],
        },
      ],
    }),
    'GET /api/divelog': () => ({
      body: page([{ id: 'd1', date: '2027-03-12', customer: 'k1', customerName: 'Anna Berg' }], 14),
    }),
  });
}

const open = { path: '/customer/view/k1', route: '/customer/view/:id' };

describe('the customer’s record page', () => {
  it('shows who the guest is, their history in figures, passport, diving and relations', async () => {
    const { calls } = serve();
    renderWithApp(<CustomerViewPage />, { ...open, session: { features: { diveLog: true } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Berg' })).toBeVisible();
    expect(await screen.findByText('Group Club members · 40 years · Germany')).toBeVisible();
    expect(await screen.findByText('Returning guest')).toBeVisible();
    expect(screen.getByRole('link', { name: 'anna@example.com' })).toHaveAttribute(
      'href',
      'mailto:anna@example.com',
    );
    expect(screen.getByRole('link', { name: '+49 170 1234' })).toHaveAttribute('href', 'tel:+491701234');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/customer/k1');
    expect(screen.getByRole('button', { name: 'Send mail' })).toBeVisible();

    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Stays').nextSibling).toHaveTextContent('2');
    expect(within(history).getByText('Nights').nextSibling).toHaveTextContent('10');
    expect(within(history).getByText('Last stay').nextSibling).toHaveTextContent('06.03.2027');
    expect(within(history).getByText('Next arrival').nextSibling).toHaveTextContent('20.03.2027');
    const money = within(history).getByRole('table', { name: /per currency/ });
    expect(within(money).getAllByRole('row')[1]).toHaveTextContent('EUR€2,000.00€1,500.00€25.00');
    // The page reads the figures through SPEC's recalculate call: no body, nothing stored.
    expect(calls.find((c) => c.url === '/api/customer/k1/stats/recalculate')).toMatchObject({
      method: 'POST',
      body: undefined,
    });

    const passport = screen.getByRole('region', { name: 'Address and passport' });
    expect(within(passport).getByText('Hafenstraße 1, 24103 Kiel, Germany')).toBeVisible();
    expect(within(passport).getByRole('alert')).toHaveTextContent(
      'The passport is valid only until 30.06.2027, less than six months after the arrival on 20.03.2027.',
    );
    expect(within(passport).getByText('Prefers the lower deck.')).toBeVisible();

    const diving = screen.getByRole('region', { name: 'Diving' });
    expect(within(diving).getByText('PADI Advanced Open Water (1234AB)')).toBeVisible();
    expect(within(diving).getByText('85, last on 02.10.2026')).toBeVisible();
    expect(within(diving).getByText('Ben Berg (Partner) +49 170 9876')).toBeVisible();
    expect(within(diving).getByText('Wetsuit M · BCD S · Fins 40 · Rental gear wanted')).toBeVisible();
    expect(await within(diving).findByRole('link', { name: '14 dives, last on 12.03.2027' })).toHaveAttribute(
      'href',
      '/dive/log?customer=k1',
    );
    expect(calls.find((c) => c.url.startsWith('/api/divelog'))?.url).toBe(
      `/api/divelog?page=0&size=1&filter=${encodeURIComponent('{"customer":"k1"}')}`,
    );

    // A relation opens the other guest's record, not their form.
    const relations = screen.getByRole('region', { name: 'Relations' });
    expect(await within(relations).findByRole('link', { name: 'Ben Berg' })).toHaveAttribute(
      'href',
      '/customer/view/k2',
    );
    expect(screen.getByRole('region', { name: 'Trips and stays' })).toBeVisible();
    const forms = screen.getByRole('region', { name: 'Guest forms' });
    expect(await within(forms).findByRole('link', { name: '2027-00012' })).toHaveAttribute(
      'href',
      '/booking/b2',
    );
    expect(calls.find((c) => c.url.startsWith('/api/guestform'))?.url).toContain('customer=k1');
    expect(screen.getByRole('region', { name: 'Credit' })).toBeVisible();
  }, 20_000);

  it('lists the contests the guest entered, the one they won marked, with the contest feature and contest.read', async () => {
    const { calls } = serve();
    renderWithApp(<CustomerViewPage />, { ...open, session: { features: { contest: true } } });
    const contests = await screen.findByRole('region', { name: 'Contests' });
    const items = await within(contests).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Win a week on the house reef');
    expect(items[0]).toHaveTextContent('01.03.2027 – 31.03.2027 · Entered on 10.03.2027');
    expect(items[0]).toHaveTextContent('Taking entries');
    expect(items[0]).not.toHaveTextContent('Won');
    expect(items[1]).toHaveTextContent('Critter of the season');
    expect(items[1]).toHaveTextContent('Won (rank 1)');
    expect(items[1]).toHaveTextContent('Drawn');
    expect(calls.filter((c) => c.url === '/api/customer/k1/contests')).toHaveLength(1);
  });

  it('shows no contests without the feature, nor to a reader without contest.read', async () => {
    const first = serve();
    const { unmount } = renderWithApp(<CustomerViewPage />, open);
    await screen.findByRole('region', { name: 'What changed' });
    expect(screen.queryByRole('region', { name: 'Contests' })).toBeNull();
    expect(first.calls.some((c) => c.url.endsWith('/contests'))).toBe(false);
    unmount();
    const second = serve();
    renderWithApp(<CustomerViewPage />, {
      ...open,
      principal: principalWith(['customers.read']),
      session: { features: { contest: true } },
    });
    await screen.findByRole('region', { name: 'What changed' });
    expect(screen.queryByRole('region', { name: 'Contests' })).toBeNull();
    expect(second.calls.some((c) => c.url.endsWith('/contests'))).toBe(false);
  });

  it('tells what changed on the record, by whom and when, each field before and after', async () => {
    serve();
    renderWithApp(<CustomerViewPage />, open);
    const changes = await screen.findByRole('region', { name: 'What changed' });
    const items = await within(changes).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Changed on 02\.03\.2027 \d\d:30 by Eva Office/);
    expect(items[0]).toHaveTextContent('E-mail: anna@old.example → anna@example.com');
    expect(items[0]).toHaveTextContent('Personal data · Birthday: – → 01.05.1986');
    expect(items[1]).toHaveTextContent(/^Created on 10\.01\.2027 \d\d:00 by the system$/);
  });

  it('offers a reader no edit or mail, and no dive log without its scope', async () => {
    const { calls } = serve({ ...FIGURES, stays: 1, nextArrival: null });
    renderWithApp(<CustomerViewPage />, {
      ...open,
      principal: principalWith(['customers.read']),
      session: { features: { diveLog: true } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Anna Berg' });
    await screen.findByRole('region', { name: 'History' });
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send mail' })).toBeNull();
    // One stay is no returning guest; without a next trip only an expired passport is worth a word.
    expect(screen.queryByText('Returning guest')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Address and passport' })).queryByRole('alert'),
    ).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Diving' })).queryByText('Logged with us')).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/divelog'))).toBe(false);
  });

  it('shows a guest reading their own record no figures, credit, forms or group, but lets them edit it', async () => {
    const { calls } = serve();
    renderWithApp(<CustomerViewPage />, { ...open, principal: principalWith(['customers.self']) });
    await screen.findByRole('heading', { level: 1, name: 'Anna Berg' });
    expect(screen.getByRole('link', { name: 'Edit' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Credit' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Guest forms' })).toBeNull();
    expect(calls.some((c) => c.url.includes('/stats/recalculate'))).toBe(false);
    expect(calls.some((c) => c.url.startsWith('/api/customergroup'))).toBe(false);
  });

  it('reads in German with the product’s dates and money', async () => {
    serve();
    renderWithApp(<CustomerViewPage />, { ...open, language: 'de' });
    expect(await screen.findByText('Stammgast')).toBeVisible();
    const history = await screen.findByRole('region', { name: 'Verlauf' });
    expect(within(history).getByText('Nächste Anreise').nextSibling).toHaveTextContent('20.03.2027');
    expect(within(history).getByRole('table')).toHaveTextContent('2.000,00 €');
    expect(await screen.findByText('Gruppe Club members · 40 Jahre · Deutschland')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bearbeiten' })).toBeVisible();
  });

  it('tells why when the customer cannot be loaded', async () => {
    mockFetch({
      'GET /api/customer/k1': () => ({
        status: 404,
        body: { message: 'customer not found', description: 'NOT_FOUND' },
      }),
      'POST /api/customer/k1/stats/recalculate': () => ({ status: 404, body: { description: 'NOT_FOUND' } }),
      'GET /api/currency': () => ({ body: page([]) }),
    });
    renderWithApp(<CustomerViewPage />, open);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be found.');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
