import { MAILBOX_PORT } from './env.ts';

interface Mail {
  to: string[];
  raw: string;
}

/** Quoted-printable soft breaks and escapes undone, enough to read a link from a mail. */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for the newest mail to an address and returns its decoded text. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const mails = (await (await fetch(`http://127.0.0.1:${MAILBOX_PORT}/messages`)).json()) as Mail[];
    const mail = mails.filter((m) => m.to.includes(to)).at(-1);
    if (mail) return decode(mail.raw);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}
