/**
 * The mail queue draining to a local SMTP server: 1,000 queued mails (one with a 40 KB PDF
 * attachment every tenth), sent by the worker as it runs in the app. Target (issue 13): 20 or
 * more mails per second.
 *
 *   npx tsx bench/mail-drain.ts            (BENCH_MAILS, default 1000; BENCH_DATABASE_URL for PostgreSQL)
 */
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { mediaServiceFor } from '../packages/server/src/modules/media/media.service.ts';
import { startBenchServer } from './server.ts';

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received++;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

const bench = await startBenchServer(3910, { smtpUrl });
const { services } = bench;
await mediaServiceFor(services).storage.put('bench/attachment.pdf', Buffer.alloc(40_000, 1));
for (let i = 0; i < MAILS; i++)
  await services.mailRepository.enqueue({
    to: `guest${i}@example.com`,
    subject: `Booking ${i}`,
    text: `Hello guest ${i},\n\nyour booking is confirmed.`,
    html: `<p>Hello guest ${i},</p><p>your booking is confirmed.</p>`,
    ...(i % 10 === 0
      ? {
          attachments: [
            { name: 'confirmation.pdf', mimeType: 'application/pdf', storageKey: 'bench/attachment.pdf' },
          ],
        }
      : {}),
  });

const started = performance.now();
while (received < MAILS) {
  const sent = await services.mail.processQueue();
  if (sent === 0 && received < MAILS) break;
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `${received} of ${MAILS} mails sent in ${seconds.toFixed(1)} s: ${(received / seconds).toFixed(0)} mails/s (${bench.driver})`,
);
await bench.stop();
await new Promise<void>((resolve) => smtp.close(() => resolve()));
