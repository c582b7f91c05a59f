// A local SMTP server for the end-to-end suite: it accepts every mail and shows the mailbox as JSON
// on a small HTTP port, so a test can read the password-reset link a real mail carried.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const messages = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk) => {
      raw += chunk.toString('utf8');
    });
    stream.on('end', () => {
      messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, at: new Date().toISOString() });
      callback();
    });
  },
});
smtp.listen(Number(process.env.SMTP_PORT ?? 2525), '127.0.0.1');

http
  .createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(req.url?.startsWith('/messages') ? messages : []));
  })
  .listen(Number(process.env.MAILBOX_PORT ?? 2526), '127.0.0.1');
