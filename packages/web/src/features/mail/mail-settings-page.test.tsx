import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { MailSettingsPage } from './mail-settings-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const stored = {
  from: 'Blue Reef <info@bluereef.test>',
  replyTo: '',
  signature: '',
  smtpUrl: 'smtp://office:********@mail.bluereef.test:587',
  transport: 'settings',
};

describe('MailSettingsPage', () => {
  it('saves the settings as shown (the masked password included) and sends a test mail', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/mail/settings': () => ({ body: stored }),
      'POST /api/mail/settings': (call) => ({ body: { ...(call.body as object), transport: 'settings' } }),
      'POST /api/mail/settings/test': () => ({
        body: { status: 'failed', error: '535 Authentication failed' },
      }),
    });
    renderWithApp(<MailSettingsPage />);
    const replyTo = await screen.findByRole('textbox', { name: 'Replies to' });
    // The mailboxes are mail accounts now: no IMAP field here, a way to them instead.
    expect(screen.queryByRole('textbox', { name: /IMAP/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mail accounts' })).toHaveAttribute(
      'href',
      '/config/mailaccounts',
    );
    await user.type(replyTo, 'office@bluereef.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/mail/settings' && c.method === 'POST')).toBe(true),
    );
    expect(calls.find((c) => c.url === '/api/mail/settings' && c.method === 'POST')!.body).toMatchObject({
      replyTo: 'office@bluereef.test',
      smtpUrl: stored.smtpUrl,
    });
    const to = screen.getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, 'me@bluereef.test');
    await user.click(screen.getByRole('button', { name: 'Send test mail' }));
    expect(await screen.findByTestId('test-result')).toHaveTextContent(
      'The SMTP server refused the test mail: 535 Authentication failed',
    );
  });
});
