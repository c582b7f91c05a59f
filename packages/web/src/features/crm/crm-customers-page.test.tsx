import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { CrmCustomersPage, CrmFilterPage } from './crm-customers-page.tsx';
import { CrmGuestFormsPage } from './crm-guest-forms-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const FILTER = '5b0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a55';
const anna = {
  id: '1b0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a01',
  version: 1,
  fullName: 'Anna Berg',
  masterData: { firstName: 'Anna', lastName: 'Berg' },
  contact: { email: 'anna@example.org', phone: '' },
  address: { country: 'DE' },
  customerType: '',
  group: null,
};
const ben = { ...anna, id: '1b0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a02', fullName: 'Ben Kraus' };

const dashboard = {
  today: '2027-05-15',
  total: 1234,
  newThisMonth: 12,
  newLastMonth: 30,
  returningThisYear: 87,
  birthdaysNextDays: 4,
  topCountries: [
    { country: 'DE', customers: 500 },
    { country: 'NL', customers: 200 },
  ],
  tiers: null,
};

/** The criteria a customer list call asked for: its search and its filter. */
function listed(calls: RecordedCall[]) {
  return calls
    .filter((call) => call.method === 'GET' && call.url.startsWith('/api/customer?'))
    .map((call) => {
      const params = new URL(call.url, 'http://x').searchParams;
      return {
        search: params.get('search'),
        filter: JSON.parse(params.get('filter') ?? '{}'),
        size: params.get('size'),
      };
    });
}

function mocks(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/customer/dashboard': () => ({ body: dashboard }),
    'GET /api/customer': () => ({ body: page([anna, ben]) }),
    'GET /api/crmfilter': () => ({
      body: page([
        { id: FILTER, version: 1, name: 'Returning divers', criteria: { returning: true }, shared: true },
      ]),
    }),
    'GET /api/customergroup': () => ({ body: page([]) }),
    'GET /api/customerdatagroup': () => ({ body: page([]) }),
    ...extra,
  });
}

describe('the CRM customer list', () => {
  it('shows the figures, narrows the list by a criterion and saves the filter', async () => {
    const user = userEvent.setup();
    const { calls } = mocks({
      'POST /api/crmfilter': (call) => ({
        status: 201,
        body: { id: FILTER, version: 1, ...(call.body as object) },
      }),
    });
    renderWithApp(<CrmCustomersPage />, { path: '/crm/customer', route: '/crm/customer' });
    expect(await screen.findByTestId('crm-figure-total')).toHaveTextContent('1,234');
    expect(screen.getByTestId('crm-figure-new')).toHaveTextContent('12');
    expect(screen.getByTestId('crm-figure-new')).toHaveTextContent('30 last month');
    expect(screen.getByTestId('crm-figure-returning')).toHaveTextContent('87');
    expect(screen.getByTestId('crm-figure-countries')).toHaveTextContent('Germany 500 · Netherlands 200');
    expect(await screen.findByRole('link', { name: 'Anna Berg' })).toHaveAttribute(
      'href',
      `/customer/view/${anna.id}`,
    );
    expect(await screen.findByText('2 customers match')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Came more than once' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(listed(calls).at(-1)?.filter).toEqual({ returning: true }));

    await user.click(screen.getByRole('button', { name: 'Save filter' }));
    const dialog = await screen.findByTestId('save-filter-dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Name of the filter/ }), 'Came back');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Share it with the team' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Came back',
      criteria: { returning: true },
      shared: true,
    });
    expect(await screen.findByText('The filter Came back was saved.')).toBeVisible();
  }, 30_000);

  it('narrows the list by previous stays and what they were worth (the stored stay figures)', async () => {
    const user = userEvent.setup();
    const { calls } = mocks();
    renderWithApp(<CrmCustomersPage />, { path: '/crm/customer', route: '/crm/customer' });
    expect(await screen.findByText('2 customers match')).toBeVisible();
    await user.type(screen.getByRole('spinbutton', { name: 'Previous stays at least' }), '2');
    await waitFor(() => expect(listed(calls).at(-1)?.filter).toEqual({ staysFrom: 2 }));
    await user.type(screen.getByRole('textbox', { name: /Spent on stays at least/ }), '1500');
    await waitFor(() =>
      expect(listed(calls).at(-1)?.filter).toEqual({ staysFrom: 2, stayRevenueFrom: 150_000 }),
    );
    await user.clear(screen.getByRole('spinbutton', { name: 'Previous stays at least' }));
    await waitFor(() => expect(listed(calls).at(-1)?.filter).toEqual({ stayRevenueFrom: 150_000 }));
  }, 30_000);

  it('mails every customer the filter finds through sendMail', async () => {
    const user = userEvent.setup();
    const { calls } = mocks({
      'GET /api/mail/template': () => ({ body: page([{ id: 't1', name: 'Season news' }]) }),
      'POST /api/customer/sendMail': () => ({
        body: {
          queued: [{ id: 'm1', to: 'anna@example.org', name: 'Anna Berg', subject: 'News', attachments: [] }],
          skipped: [{ name: 'Ben Kraus', reason: 'noAddress' }],
        },
      }),
    });
    renderWithApp(<CrmCustomersPage />, { path: '/crm/customer', route: '/crm/customer' });
    // Enabled once the list has found its customers.
    const send = await screen.findByRole('button', { name: 'Send mail' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    const dialog = await screen.findByTestId('crm-mail-dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Template' })).toHaveTextContent('Season news'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('The mail is queued for 1 customer (1 without an e-mail address).'),
    ).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      customers: [anna.id, ben.id],
      template: 't1',
    });
  }, 30_000);

  it('offers no mail to a reader who may not change customers', async () => {
    mocks();
    renderWithApp(<CrmCustomersPage />, {
      path: '/crm/customer',
      route: '/crm/customer',
      principal: principalWith(['customers.read']),
    });
    expect(await screen.findByText('2 customers match')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send mail' })).toBeNull();
  });

  it('picks a saved filter, and deletes it only when it is ones own', async () => {
    const user = userEvent.setup();
    const theirs = '5b0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a66';
    const { calls } = mocks({
      'GET /api/crmfilter': () => ({
        body: page([
          {
            id: FILTER,
            version: 1,
            name: 'Mine',
            criteria: { country: 'NL' },
            shared: false,
            createdBy: 'u-test',
          },
          {
            id: theirs,
            version: 1,
            name: 'Team',
            criteria: { returning: true },
            shared: true,
            createdBy: 'u-other',
          },
        ]),
      }),
      [`DELETE /api/crmfilter/${FILTER}`]: () => ({ status: 204 }),
    });
    renderWithApp(<CrmCustomersPage />, {
      path: '/crm/customer',
      route: '/crm/customer',
      principal: principalWith(['customers.read']),
    });
    await user.click(await screen.findByRole('combobox', { name: 'Saved filters' }));
    await user.click(await screen.findByRole('option', { name: 'Team (shared)' }));
    await waitFor(() => expect(listed(calls).at(-1)?.filter).toEqual({ returning: true }));
    expect(screen.queryByRole('button', { name: 'Delete filter' })).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Saved filters' }));
    await user.click(await screen.findByRole('option', { name: 'Mine' }));
    await waitFor(() => expect(listed(calls).at(-1)?.filter).toEqual({ country: 'NL' }));
    await user.click(screen.getByRole('button', { name: 'Delete filter' }));
    const dialog = await screen.findByTestId('delete-filter-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete filter' }));
    expect(await screen.findByText('The filter Mine was deleted.')).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === `/api/crmfilter/${FILTER}`)).toBe(
      true,
    );
  }, 30_000);

  it('opens a saved filter from its address and lists by its criteria', async () => {
    const { calls } = mocks({
      [`GET /api/crmfilter/${FILTER}`]: () => ({
        body: {
          id: FILTER,
          version: 1,
          name: 'Birthdays in May',
          criteria: { birthdayMonth: 5, country: 'DE', search: 'berg' },
          shared: false,
        },
      }),
    });
    renderWithApp(<CrmFilterPage />, { path: `/crm/filter/${FILTER}`, route: '/crm/filter/:fid' });
    await waitFor(() =>
      expect(
        listed(calls).some(
          (l) => l.search === 'berg' && l.filter.birthdayMonth === 5 && l.filter.country === 'DE',
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('searchbox', { name: 'Name, e-mail or phone' })).toHaveValue('berg');
    expect(screen.getByRole('combobox', { name: 'Birthday in' })).toHaveTextContent('May');
  });

  it('says so when a saved filter is not there', async () => {
    mocks({ [`GET /api/crmfilter/${FILTER}`]: () => ({ status: 404, body: { message: 'not found' } }) });
    renderWithApp(<CrmFilterPage />, { path: `/crm/filter/${FILTER}`, route: '/crm/filter/:fid' });
    expect(await screen.findByText(/This saved filter does not exist/)).toBeVisible();
  });
});

describe('the CRM guest forms', () => {
  it('narrows the received forms by the CRM criteria', async () => {
    const user = userEvent.setup();
    const { calls } = mocks({
      'GET /api/guestform': () => ({ body: { data: [], total: 0, page: 0, size: 25 } }),
    });
    renderWithApp(<CrmGuestFormsPage />, { path: '/crm/guestform', route: '/crm/guestform' });
    await user.click(await screen.findByRole('combobox', { name: 'Has an e-mail address' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => {
      const forms = calls.filter((call) => call.url.startsWith('/api/guestform?')).at(-1);
      expect(new URL(forms?.url ?? '', 'http://x').searchParams.get('filter')).toBe(
        JSON.stringify({ hasEmail: false }),
      );
    });
  });
});
