import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  inbox: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port: mail travels through nodemailer over TCP in tests.
 * With `logins`, a client that authenticates must use one of them (a mail account's own SMTP).
 */
export async function startSmtpSink(options: { logins?: Record<string, string> } = {}): Promise<SmtpSink> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (options.logins?.[auth.username ?? ''] === auth.password) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** Quoted-printable soft line breaks and escapes undone, enough to read a link from a mail. */
export function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
