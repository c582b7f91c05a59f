/**
 * The mailbox against a real IMAP server (Dovecot, started here like in the tests): a folder of
 * 2,000 mails read page by page through the API with the pooled connection. The target (issue 13,
 * docs/performance.md): the last page costs what the first costs, a mail opens in a few ms.
 *
 *   npx tsx bench/mailbox.ts            (BENCH_MAILS, default 2000; needs dovecot-imapd)
 */
import { ImapFlow } from 'imapflow';
import { startImapServer } from '../packages/server/test/imap-server.ts';
import { measure, startBenchServer } from './server.ts';

const MAILS = Number(process.env.BENCH_MAILS ?? 2000);
const USER = { name: 'office@bench.local', password: 'bench-imap' };

const imap = await startImapServer({ users: [USER] });
const client = new ImapFlow({
  host: imap.host,
  port: imap.port,
  secure: false,
  auth: { user: USER.name, pass: USER.password },
  logger: false,
});
await client.connect();
for (let i = 0; i < MAILS; i++)
  await client.append(
    'INBOX',
    `From: Guest ${i} <guest${i}@example.com>\r\nTo: ${USER.name}\r\nSubject: Question about booking 2027-${String(i).padStart(5, '0')}\r\n\r\nHello, a question number ${i}.\r\n`,
  );
await client.logout();

const bench = await startBenchServer(3911);
const created = await fetch(`${bench.url}/api/mailaccount`, {
  method: 'POST',
  headers: { ...bench.headers, 'content-type': 'application/json' },
  body: JSON.stringify({
    name: 'Office',
    email: USER.name,
    imapHost: imap.host,
    imapPort: imap.port,
    imapSecurity: 'none',
    username: USER.name,
    password: USER.password,
  }),
});
const account = ((await created.json()) as { id: string }).id;
const lastPage = Math.ceil(MAILS / 25) - 1;
await measure(bench, [
  ['folders', `/api/mail/folders?account=${account}`],
  ['page 1 of INBOX', `/api/mail/INBOX/mail?account=${account}&size=25`],
  [`page ${lastPage + 1} of INBOX`, `/api/mail/INBOX/mail?account=${account}&size=25&page=${lastPage}`],
  ['search a subject', `/api/mail/INBOX/mail?account=${account}&size=25&search=2027-01234`],
  ['open a mail', `/api/mail/INBOX/mail/${MAILS}/body?account=${account}`],
]);
await bench.stop();
await imap.stop();
