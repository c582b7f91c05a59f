import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { FastifyBaseLogger } from 'fastify';
import type { SettingsService } from '../settings/index.ts';
import type { MailRepository, NewMail, QueuedMail } from './mail.repository.ts';

const MAX_ATTEMPTS = 5;

export interface AccountSender {
  from: string;
  smtp?: SMTPTransport.Options;
}
const BATCH = 20;
/** How long a nudge waits, so that a burst of requests makes one run. */
const NUDGE_MS = 25;
const POOL = 4;

/**
 * Mail goes into the queue table first and a worker sends it. Without SMTP configured (env SMTP_URL
 * or setting mail.smtpUrl) mails stay queued and visible, never dropped.
 */
export class MailService {
  private timer?: NodeJS.Timeout;
  private nudged?: NodeJS.Timeout;
  private running?: Promise<number>;
  private again?: Promise<number>;
  private transport?: { url: string; transporter: Transporter };

  constructor(
    private readonly repository: MailRepository,
    private readonly settings: SettingsService,
    private readonly options: {
      smtpUrl?: string;
      from: string;
      /** Reads an attachment's bytes from the file store. */
      readFile?: (storageKey: string) => Promise<Buffer | undefined>;
      /**
       * How a mail account sends (an answer from /mail): its SMTP and sender, or undefined when it
       * sends through the server's transport with its own address as sender.
       */
      accountSender?: (account: string) => Promise<AccountSender>;
    },
    private readonly log: FastifyBaseLogger,
  ) {}

  enqueue(mail: NewMail): Promise<string> {
    return this.repository.enqueue(mail);
  }

  /** Whether mail can go out at all: an SMTP address is configured. */
  async hasTransport(): Promise<boolean> {
    return (await this.transporter()) !== undefined;
  }

  private async transporter(): Promise<Transporter | undefined> {
    // The operator's setting (/config/mail) first, else the server's SMTP_URL.
    const url = (await this.settings.get('mail', 'smtpUrl')) || this.options.smtpUrl;
    if (!url) return undefined;
    if (this.transport?.url !== url) {
      this.transport?.transporter.close();
      // A few pooled connections kept open: a queue of mails goes out without a handshake each.
      const transporter = nodemailer.createTransport({
        url,
        pool: true,
        maxConnections: POOL,
        maxMessages: 500,
      } as never);
      this.transport = { url, transporter };
    }
    return this.transport.transporter;
  }

  /**
   * Sends what is due; answers how many mails went out. Never runs twice at once in a process: a
   * call while a run is under way waits for it and then runs once more, so mail queued meanwhile
   * goes out too.
   */
  processQueue(): Promise<number> {
    if (this.running) {
      this.again ??= this.running.then(() => {
        this.again = undefined;
        return this.processQueue();
      });
      return this.again;
    }
    this.running = this.send().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async send(): Promise<number> {
    const transporter = await this.transporter();
    const accounts = Boolean(this.options.accountSender);
    // Without a server transport only account mails can go; with neither, nothing is claimed.
    if (!transporter && !accounts) return 0;
    const from = (await this.settings.get('mail', 'from')) || this.options.from;
    const replyTo = (await this.settings.get('mail', 'replyTo')) || undefined;
    let sent = 0;
    // The batch goes out over the pool's connections at once; each mail is marked on its own.
    await Promise.all(
      (await this.repository.claim(BATCH, transporter ? 'all' : 'accounts')).map(async (mail) => {
        try {
          const sender = mail.account ? await this.options.accountSender?.(mail.account) : undefined;
          const via = sender?.smtp ? nodemailer.createTransport(sender.smtp) : transporter;
          if (!via) throw new Error('No SMTP server to send with: configure one under Configuration → Mail');
          try {
            await via.sendMail({
              from: sender?.from ?? from,
              replyTo: sender ? undefined : replyTo,
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              html: mail.html ?? undefined,
              inReplyTo: mail.inReplyTo ?? undefined,
              references: mail.inReplyTo ?? undefined,
              attachments: await this.attachments(mail),
            });
          } finally {
            if (via !== transporter) via.close();
          }
          await this.repository.markSent(mail.id);
          sent++;
        } catch (error) {
          this.log.warn({ err: error, mailId: mail.id }, 'mail delivery failed');
          await this.repository.markFailed(mail.id, mail.attempts, (error as Error).message, MAX_ATTEMPTS);
        }
      }),
    );
    return sent;
  }

  /** A missing file fails the attempt (and is retried) rather than sending the mail without it. */
  private async attachments(mail: QueuedMail) {
    const files = [];
    for (const attachment of mail.attachments ?? []) {
      const content = await this.options.readFile?.(attachment.storageKey);
      if (!content) throw new Error(`Attachment ${attachment.name} is missing from the file store`);
      files.push({
        filename: attachment.name,
        content,
        contentType: attachment.mimeType,
        ...(attachment.cid ? { cid: attachment.cid } : {}),
      });
    }
    return files;
  }

  /**
   * Sends soon, without waiting for the worker's next look: called when something may have queued
   * mail (a request that changed data has ended, so its transaction is committed). A guest's
   * confirmation leaves the moment the booking is saved rather than up to an interval later, and
   * the interval can stay long, so an idle server does not keep asking an empty queue. Calls close
   * together make one run; without a started worker (tests that send by hand) it does nothing.
   */
  nudge(): void {
    if (!this.timer || this.nudged) return;
    this.nudged = setTimeout(() => {
      this.nudged = undefined;
      this.processQueue().catch((error) => this.log.error({ err: error }, 'mail worker failed'));
    }, NUDGE_MS);
    this.nudged.unref();
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.processQueue().catch((error) => this.log.error({ err: error }, 'mail worker failed'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.nudged);
    this.timer = undefined;
    await this.running;
    await this.again;
    this.transport?.transporter.close();
  }
}
