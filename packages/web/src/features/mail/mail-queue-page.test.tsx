import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { MailQueuePage } from './mail-queue-page.tsx';

afterEach(cleanup);

const mail = (id: string, status: string, to: string) => ({
  id,
  version: 1,
  createdAt: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
  to,
  subject: `Reset for ${to}`,
  status,
  attempts: status === 'failed' ? 5 : 0,
  lastError: status === 'failed' ? 'connection refused' : null,
  sendAfter: '2026-11-21T08:00:00.000Z',
  sentAt: status === 'sent' ? '2026-11-21T08:01:00.000Z' : null,
  text: `Hello ${to}, here is your link.`,
});

function serve() {
  return mockFetch({
    'GET /api/mailqueue/statistics': () => ({
      body: { counts: { queued: 0, sending: 0, sent: 1, failed: 1 }, transport: 'none' },
    }),
    'GET /api/mailqueue': () => ({
      body: page([mail('m1', 'failed', 'ann@x.io'), mail('m2', 'sent', 'bob@x.io')]),
    }),
    'POST /api/mailqueue/m1/plan': () => ({ body: mail('m1', 'sent', 'ann@x.io') }),
  });
}

describe('mail queue screen', () => {
  it('shows counts, warns without SMTP, and offers no create, edit or delete', async () => {
    serve();
    renderWithApp(<MailQueuePage />, { principal: principalWith(['mailqueue.read', 'mailqueue.update']) });
    expect(await screen.findByText(/No outgoing mail server is set up/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mail settings' })).toHaveAttribute('href', '/config/mail');
    expect(await screen.findByLabelText('Failed')).toHaveTextContent('1');
    expect(await screen.findByText('Reset for ann@x.io')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new mail/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /delete/i })).not.toBeInTheDocument();
  });

  it('sends a failed mail again, but offers nothing for a sent one', async () => {
    const { calls } = serve();
    renderWithApp(<MailQueuePage />, { principal: principalWith(['mailqueue.read', 'mailqueue.update']) });
    const failedRow = (await screen.findByText('Reset for ann@x.io')).closest('[role="row"]') as HTMLElement;
    const sentRow = screen.getByText('Reset for bob@x.io').closest('[role="row"]') as HTMLElement;
    expect(within(sentRow).queryByRole('menuitem', { name: 'Send now' })).not.toBeInTheDocument();
    await userEvent.click(within(failedRow).getByRole('menuitem', { name: 'Send now' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/mailqueue/m1/plan'))).toBe(true),
    );
  });

  it('writes when a mail went out as a date and time, not as the stored instant', async () => {
    serve();
    renderWithApp(<MailQueuePage />, { principal: principalWith(['mailqueue.read']) });
    const sentRow = (await screen.findByText('Reset for bob@x.io')).closest('[role="row"]') as HTMLElement;
    expect(within(sentRow).getByText(/^21\.11\.2026 \d{2}:01$/)).toBeInTheDocument();
    expect(within(sentRow).queryByText(/2026-11-21T/)).not.toBeInTheDocument();
  });

  it('opens the mail text from its subject', async () => {
    serve();
    renderWithApp(<MailQueuePage />, { principal: principalWith(['mailqueue.read']) });
    await userEvent.click(await screen.findByText('Reset for ann@x.io'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hello ann@x.io, here is your link.')).toBeInTheDocument();
    expect(within(dialog).getByText(/connection refused/)).toBeInTheDocument();
  });
});
