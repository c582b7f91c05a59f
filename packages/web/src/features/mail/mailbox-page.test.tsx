import type { MailBody, MailFolder, MailSummary } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { MailboxPage } from './mailbox-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A wide window: three panes (jsdom has no matchMedia, so without this the phone layout shows). */
function wideWindow() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    })),
  );
}

const ACCOUNT = { id: '6b1e8f6a-0000-4000-8000-000000000001', name: 'Office', email: 'info@bluereef.test' };
const folder = (path: string, name: string, specialUse: string | null, unseen = 0): MailFolder => ({
  path,
  name,
  specialUse,
  messages: 10,
  unseen,
});
const FOLDERS = [
  folder('INBOX', 'INBOX', '\\Inbox', 1),
  folder('INBOX/Agencies', 'Agencies', null),
  folder('Sent', 'Sent', '\\Sent'),
  folder('Trash', 'Trash', '\\Trash'),
];
const anna = { id: 'b-42', bookingNo: '2027-00042', leadName: 'Anna Berg' };
const question: MailSummary = {
  uid: 7,
  subject: 'Question about 2027-00042',
  from: 'Anna Berg <anna@example.com>',
  fromAddress: 'anna@example.com',
  to: 'info@bluereef.test',
  date: '2027-02-01T09:30:00Z',
  seen: false,
  flagged: false,
  size: 2048,
  bookings: [anna],
};
const newsletter: MailSummary = {
  ...question,
  uid: 5,
  subject: 'Dive news',
  from: 'Dive Magazine',
  fromAddress: 'news@dive.test',
  seen: true,
  bookings: [],
};
const BODY: MailBody = {
  uid: 7,
  subject: question.subject,
  from: 'Anna Berg <anna@example.com>',
  fromAddress: 'anna@example.com',
  to: 'info@bluereef.test',
  cc: 'ben@example.com',
  date: question.date,
  messageId: '<m7@example.com>',
  text: 'Can we bring our own regulators?',
  html: '<p>Can we bring our <b>own</b> regulators?</p>',
  attachments: [{ index: 0, filename: 'passport.pdf', contentType: 'application/pdf', size: 20480 }],
  bookings: [anna],
};

function mailbox(extra: Record<string, (call: RecordedCall) => unknown> = {}) {
  return mockFetch({
    'GET /api/mail/accounts': () => ({ body: [ACCOUNT] }),
    'GET /api/mail/folders': () => ({ body: FOLDERS }),
    'GET /api/mail/INBOX/mail': () => ({ body: page([question, newsletter]) }),
    'GET /api/mail/INBOX%2FAgencies/mail': () => ({ body: page([]) }),
    'GET /api/mail/INBOX/mail/7/body': () => ({ body: BODY }),
    ...(extra as Record<string, never>),
  });
}

const open = () => renderWithApp(<MailboxPage />, { path: '/mail', route: '/mail' });

describe('MailboxPage', () => {
  it('lists the folders and the inbox, opens a mail with its bookings, attachments and HTML', async () => {
    wideWindow();
    const user = userEvent.setup();
    const { calls } = mailbox();
    open();
    const folders = await screen.findByRole('navigation', { name: 'Folders' });
    expect(within(folders).getByRole('button', { name: 'Inbox, 1 unread' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    for (const name of ['Agencies', 'Sent', 'Trash'])
      expect(within(folders).getByRole('button', { name })).toBeInTheDocument();

    const row = await screen.findByTestId('mail-7');
    expect(row).toHaveTextContent('Anna Berg');
    expect(row).toHaveTextContent('Question about 2027-00042');
    expect(row).toHaveAttribute('data-unseen', 'true');
    expect(within(row).getByText('2027-00042')).toBeInTheDocument();
    expect(screen.getByTestId('mail-5')).not.toHaveAttribute('data-unseen');
    const listCall = calls.find((c) => c.url.startsWith('/api/mail/INBOX/mail?'))!;
    expect(new URL(listCall.url, 'http://x').searchParams.get('account')).toBe(ACCOUNT.id);

    await user.click(row);
    const reader = await screen.findByTestId('mail-reader');
    expect(await within(reader).findByRole('heading', { name: question.subject })).toBeInTheDocument();
    expect(reader).toHaveTextContent('Anna Berg <anna@example.com>');
    expect(reader).toHaveTextContent('ben@example.com');
    expect(within(reader).getByRole('link', { name: '2027-00042 · Anna Berg' })).toHaveAttribute(
      'href',
      '/booking/b-42',
    );
    expect(within(reader).getByRole('button', { name: 'Download passport.pdf' })).toBeInTheDocument();
    const frame = within(reader).getByTestId('mail-html');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Can we bring our <b>own</b> regulators?</p>');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    // Read: the row is no longer bold.
    await waitFor(() => expect(screen.getByTestId('mail-7')).not.toHaveAttribute('data-unseen'));

    await user.click(within(folders).getByRole('button', { name: 'Agencies' }));
    expect(await screen.findByText('No mails')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/mail/INBOX%2FAgencies/mail?'))).toBe(true);
  });

  it('asks before deleting a mail, then moves it to the trash', async () => {
    wideWindow();
    const user = userEvent.setup();
    const { calls } = mailbox({ 'DELETE /api/mail/INBOX/mail/7': () => ({ status: 204 }) });
    open();
    await user.click(await screen.findByTestId('mail-7'));
    const reader = await screen.findByTestId('mail-reader');
    await user.click(await within(reader).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByTestId('delete-mail-dialog');
    expect(dialog).toHaveTextContent('“Question about 2027-00042” moves to the trash.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    const deletion = calls.find((c) => c.method === 'DELETE')!;
    expect(deletion.url).toBe(`/api/mail/INBOX/mail/7?account=${ACCOUNT.id}`);
    expect(await screen.findByText('The mail was moved to the trash.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('mail-reader')).toBeNull());
    expect(screen.getByText('Pick a mail to read it.')).toBeInTheDocument();
  });

  it('replies with a template about the booking the mail names', async () => {
    wideWindow();
    const user = userEvent.setup();
    const { calls } = mailbox({
      'GET /api/mail/template': () => ({
        body: page([
          { id: 't-1', name: 'Equipment answer', texts: {}, attachments: [], states: [], isActive: true },
        ]),
      }),
      'POST /api/mail/INBOX/mail/7/reply': () => ({ body: { id: 'q-1' } }),
    });
    open();
    await user.click(await screen.findByTestId('mail-7'));
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByTestId('mail-reply-dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Booking' })).toHaveTextContent(
      '2027-00042 · Anna Berg',
    );
    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue('Re: Question about 2027-00042');
    // Without a template the answer needs a text of its own.
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Equipment answer' }));
    // The template brings subject and text; it needs the booking it speaks about.
    expect(within(dialog).queryByRole('textbox', { name: 'Subject' })).toBeNull();
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => expect(calls.some((c) => c.url.includes('/reply'))).toBe(true));
    const replyCall = calls.find((c) => c.url.includes('/reply'))!;
    expect(replyCall.url).toBe(`/api/mail/INBOX/mail/7/reply?account=${ACCOUNT.id}`);
    expect(replyCall.body).toEqual({ template: 't-1', booking: 'b-42' });
    expect(await screen.findByText('The answer to anna@example.com is queued.')).toBeInTheDocument();
    expect(screen.queryByTestId('mail-reply-dialog')).toBeNull();
  });

  it('shows the mail server’s refusal instead of an empty page', async () => {
    wideWindow();
    mailbox({
      'GET /api/mail/folders': () => ({
        status: 502,
        body: {
          statusCode: 502,
          error: 'Bad Gateway',
          message: 'connect ECONNREFUSED 127.0.0.1:993',
          description: 'MAIL_SERVER',
          params: { reason: 'connect ECONNREFUSED 127.0.0.1:993' },
        },
      }),
    });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The mail server answered: connect ECONNREFUSED 127.0.0.1:993',
    );
  });

  it('on a phone, picks the folder from a select and reads a mail in place of the list', async () => {
    const user = userEvent.setup();
    mailbox();
    open();
    expect(await screen.findByRole('combobox', { name: 'Folder' })).toHaveTextContent('Inbox (1)');
    expect(screen.queryByRole('navigation', { name: 'Folders' })).toBeNull();
    await user.click(await screen.findByTestId('mail-7'));
    expect(await screen.findByRole('heading', { name: question.subject })).toBeInTheDocument();
    expect(screen.queryByTestId('mail-5')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByTestId('mail-5')).toBeInTheDocument();
  });

  it('explains that no account is set up, with the way to set one up for those who may', async () => {
    mockFetch({ 'GET /api/mail/accounts': () => ({ body: [] }) });
    const { unmount } = open();
    expect(await screen.findByText(/No mail account is set up yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up mail accounts' })).toHaveAttribute(
      'href',
      '/config/mailaccounts',
    );
    unmount();
    renderWithApp(<MailboxPage />, { path: '/mail', route: '/mail', principal: principalWith(['user']) });
    expect(await screen.findByText(/No mailbox is set up for you yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set up mail accounts' })).toBeNull();
  });
});
