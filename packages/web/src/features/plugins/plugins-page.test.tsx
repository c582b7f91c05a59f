import { DATEV_DEFAULTS } from '@seaberth/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { PluginsPage } from './plugins-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const xero = {
  enabled: true,
  apiUrl: 'https://api.xero.com',
  tokenUrl: 'https://identity.xero.com/connect/token',
  clientId: 'client-1',
  tenantId: '',
  salesAccountCode: '200',
  roundingAccountCode: '860',
  taxTypes: [],
  defaultTaxType: 'OUTPUT',
  zeroTaxType: 'NONE',
  contactRule: 'payer',
  autoPush: false,
  clientSecretStored: true,
  autoPushSince: null,
};
const refused = {
  invoice: 'i1',
  number: '2027-00007',
  kind: 'invoice',
  booking: 'b1',
  bookingNo: '2027-00042',
  payer: 'Anna Berg',
  currency: 'EUR',
  total: 135_000,
  system: 'xero',
  state: 'error',
  externalId: null,
  pushedAt: null,
  lastError: "Account code '999' is not a valid code for this document.",
  updatedAt: '2027-01-10T10:00:00.000Z',
};

function serve(datevSettings: unknown = null) {
  return mockFetch({
    'GET /api/plugins/xero': () => ({ body: xero }),
    'PUT /api/plugins/xero': (call) => ({ body: { ...xero, ...(call.body as object) } }),
    'POST /api/plugins/xero/test': () => ({
      body: { organisation: 'Blue Reef Diving Ltd', countryCode: 'DE', baseCurrency: 'EUR' },
    }),
    'GET /api/plugins/xero/exports': () => ({ body: { data: [refused], total: 1, page: 0, size: 10 } }),
    'PUT /api/plugins/xero/invoice/i1': () => ({
      body: { ...refused, state: 'pushed', externalId: 'x1', lastError: null },
    }),
    'GET /api/plugins/datev': () => ({ body: { settings: datevSettings, defaults: DATEV_DEFAULTS } }),
    'PUT /api/plugins/datev': (call) => ({ body: { settings: call.body, defaults: DATEV_DEFAULTS } }),
    'GET /api/plugins/datev/export': () =>
      new Response('"EXTF";700;21;"Buchungsstapel";13\r\n', {
        headers: {
          'Content-Disposition': 'attachment; filename="EXTF_Buchungsstapel_2027-01-01_2027-01-31.csv"',
        },
      }),
  });
}

describe('PluginsPage', () => {
  it('edits the Xero connection without ever holding the secret, tests it and retries a refused push', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderWithApp(<PluginsPage />);
    const card = await screen.findByTestId('xero-card');
    // A refused push shows Xero's words and can be sent again.
    expect(await within(card).findByText(refused.lastError)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Send 2027-00007 to Xero again' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/plugins/xero/invoice/i1')).toBe(true),
    );

    await user.click(within(card).getByRole('button', { name: 'Test connection' }));
    expect(await within(card).findByTestId('xero-test-result')).toHaveTextContent(
      'Connected to Blue Reef Diving Ltd',
    );

    await user.click(within(card).getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByTestId('xero-settings-dialog');
    const secret = within(dialog).getByLabelText('Client secret');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('placeholder', 'stored');
    const account = within(dialog).getByRole('textbox', { name: 'Sales account code' });
    await user.clear(account);
    await user.type(account, '4000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/plugins/xero')).toBe(true),
    );
    const sent = calls.find((c) => c.method === 'PUT' && c.url === '/api/plugins/xero')!.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({ salesAccountCode: '4000', clientId: 'client-1', enabled: true });
    expect(sent).not.toHaveProperty('clientSecret');
    expect(sent).not.toHaveProperty('clientSecretStored');
  }, 15_000);

  it('saves the DATEV settings and downloads the batch of a period', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithApp(<PluginsPage />);
    const card = await screen.findByTestId('datev-card');
    expect(within(card).getByText('Not set up')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download export' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByTestId('datev-settings-dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Adviser number/ }), '29098');
    await user.type(within(dialog).getByRole('textbox', { name: /Client number/ }), '55003');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/plugins/datev')).toBe(true),
    );
    expect(calls.find((c) => c.method === 'PUT' && c.url === '/api/plugins/datev')!.body).toMatchObject({
      consultantNumber: 29098,
      clientNumber: 55003,
      chart: 'SKR03',
      bankAccount: 1200,
      revenueAccounts: expect.arrayContaining([{ category: 'S', percent: 19, account: 8400 }]),
    });
    expect(await within(card).findByTestId('datev-summary')).toHaveTextContent(
      'Adviser 29098, client 55003, SKR03',
    );

    const from = within(card).getByLabelText('From');
    const to = within(card).getByLabelText('To');
    fireEvent.change(from, { target: { value: '01.01.2027' } });
    fireEvent.change(to, { target: { value: '31.01.2027' } });
    await user.click(within(card).getByRole('button', { name: 'Download export' }));
    await waitFor(() => expect(saved).toEqual(['EXTF_Buchungsstapel_2027-01-01_2027-01-31.csv']));
    expect(calls.find((c) => c.url.startsWith('/api/plugins/datev/export'))!.url).toBe(
      '/api/plugins/datev/export?from=2027-01-01&to=2027-01-31',
    );
  }, 15_000);
});
