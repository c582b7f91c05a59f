import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { navigateExternal } from '../../app/external-navigation.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { MailAccountsPage } from './mail-accounts-page.tsx';

vi.mock('../../app/external-navigation.ts', () => ({ navigateExternal: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(navigateExternal).mockReset();
});

const account = (id: string, name: string, auth: string, oauthConnectedAt: string | null = null) => ({
  id,
  version: 1,
  createdAt: '2027-01-01T08:00:00.000Z',
  updatedAt: '2027-01-01T08:00:00.000Z',
  name,
  email: `${name.toLowerCase()}@bluereef.test`,
  username: `${name.toLowerCase()}@bluereef.test`,
  displayName: '',
  imapHost: 'imap.bluereef.test',
  imapPort: 993,
  imapSecurity: 'tls',
  smtpHost: '',
  smtpPort: 465,
  smtpSecurity: 'tls',
  auth,
  oauthAuthorizeUrl: '',
  oauthTokenUrl: '',
  oauthClientId: '',
  oauthScope: '',
  users: [],
  isActive: true,
  oauthConnectedAt,
  oauthExpiresAt: null,
});

function serve() {
  return mockFetch({
    'GET /api/mailaccount': () => ({
      body: page([
        account('a-office', 'Office', 'password'),
        account('a-m365', 'Bookings', 'oauth2'),
        account('a-google', 'Agencies', 'oauth2', '2027-01-02T10:00:00.000Z'),
      ]),
    }),
    'GET /api/mailaccount/a-m365/oauth/connect': () => ({
      body: { url: 'https://login.example.test/authorize?client_id=seaberth&state=xyz' },
    }),
    'POST /api/mailaccount/a-office/test': () => ({
      body: { imap: null, smtp: '535 Authentication failed' },
    }),
  });
}

const row = async (name: string) => (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;

describe('MailAccountsPage', () => {
  it('offers Connect on OAuth2 accounts only and sends the browser to the authorization server', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderWithApp(<MailAccountsPage />, { path: '/config/mailaccounts' });
    const office = await row('Office');
    const bookings = await row('Bookings');
    const agencies = await row('Agencies');
    expect(within(office).queryByRole('menuitem', { name: /^Connect/ })).toBeNull();
    expect(within(bookings).getByText('not connected')).toBeInTheDocument();
    expect(within(agencies).getByText(/^connected/)).toBeInTheDocument();
    expect(within(agencies).getByRole('menuitem', { name: 'Connect Agencies again' })).toBeInTheDocument();

    await user.click(within(bookings).getByRole('menuitem', { name: 'Connect Bookings' }));
    await waitFor(() =>
      expect(navigateExternal).toHaveBeenCalledWith(
        'https://login.example.test/authorize?client_id=seaberth&state=xyz',
      ),
    );
    expect(calls.some((c) => c.url === '/api/mailaccount/a-m365/oauth/connect')).toBe(true);
  });

  it('tests an account’s connection and shows each side’s answer', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderWithApp(<MailAccountsPage />, { path: '/config/mailaccounts' });
    await user.click(
      within(await row('Office')).getByRole('menuitem', { name: 'Test the connection of Office' }),
    );
    const result = await screen.findByTestId('mail-account-test-result');
    expect(result).toHaveTextContent('IMAP: the login works.');
    expect(result).toHaveTextContent('SMTP: 535 Authentication failed');
    expect(
      calls.filter((c) => c.method === 'POST' && c.url === '/api/mailaccount/a-office/test'),
    ).toHaveLength(1);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says how the return from the authorization server went', async () => {
    serve();
    const { unmount } = renderWithApp(<MailAccountsPage />, {
      path: '/config/mailaccounts?connected=a-m365',
    });
    expect(await screen.findByTestId('oauth-result')).toHaveTextContent('The mail account is connected.');
    unmount();
    renderWithApp(<MailAccountsPage />, {
      path: '/config/mailaccounts?oauthError=access_denied',
    });
    expect(await screen.findByTestId('oauth-result')).toHaveTextContent(
      'The mail account could not be connected: access_denied',
    );
  });
});
