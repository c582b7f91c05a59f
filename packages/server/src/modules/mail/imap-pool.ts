import type { ImapFlow } from 'imapflow';
import type { FastifyBaseLogger } from 'fastify';
import { type MailAccountRow, type MailAccounts, mailUnavailable } from './mail-accounts.ts';

const IDLE_MS = 120_000;

interface Pooled {
  client: ImapFlow;
  /** The account's version when connected: an edited account connects anew. */
  version: number;
  lastUsed: number;
}

/**
 * One logged-in IMAP connection per account, kept for two minutes of quiet: reading a folder and
 * then a mail costs no new TLS handshake and login. imapflow queues commands on a connection, and
 * every use takes the folder's lock, so concurrent requests never interleave on a mailbox.
 */
export class ImapPool {
  private readonly clients = new Map<string, Pooled>();
  private readonly connecting = new Map<string, Promise<Pooled>>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly accounts: MailAccounts,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => this.closeIdle(), IDLE_MS / 4);
    this.timer.unref();
  }

  /** Runs `work` with the folder `path` opened (read-only unless `write`). */
  async withFolder<T>(
    account: MailAccountRow,
    path: string,
    work: (client: ImapFlow) => Promise<T>,
    write = false,
  ): Promise<T> {
    const client = await this.client(account);
    let lock: Awaited<ReturnType<ImapFlow['getMailboxLock']>>;
    try {
      lock = await client.getMailboxLock(path, { readOnly: !write });
    } catch (error) {
      if (!client.usable) this.drop(account.id);
      throw mailUnavailable('IMAP', error);
    }
    try {
      return await work(client);
    } finally {
      lock.release();
    }
  }

  /** Runs `work` on the logged-in connection, without opening a folder (listing, creating). */
  async withClient<T>(account: MailAccountRow, work: (client: ImapFlow) => Promise<T>): Promise<T> {
    const client = await this.client(account);
    try {
      return await work(client);
    } catch (error) {
      if (!client.usable) this.drop(account.id);
      throw error;
    }
  }

  private async client(account: MailAccountRow): Promise<ImapFlow> {
    const pooled = this.clients.get(account.id);
    if (pooled && pooled.version === account.version && pooled.client.usable) {
      pooled.lastUsed = Date.now();
      return pooled.client;
    }
    if (pooled) this.drop(account.id);
    let pending = this.connecting.get(account.id);
    if (!pending) {
      pending = this.connect(account).finally(() => this.connecting.delete(account.id));
      this.connecting.set(account.id, pending);
    }
    return (await pending).client;
  }

  private async connect(account: MailAccountRow): Promise<Pooled> {
    // Loaded with the first mailbox opened: ~25 MB a process without mail accounts never needs.
    const { ImapFlow } = await import('imapflow');
    const client = new ImapFlow(await this.accounts.imapOptions(account));
    // A dropped connection must not crash the process: it leaves the pool and the next use reconnects.
    client.on('error', (error) => {
      this.log.warn({ err: error, account: account.id }, 'IMAP connection failed');
      this.drop(account.id);
    });
    client.on('close', () => {
      if (this.clients.get(account.id)?.client === client) this.clients.delete(account.id);
    });
    try {
      await client.connect();
    } catch (error) {
      client.close();
      throw mailUnavailable('IMAP', error);
    }
    const pooled = { client, version: account.version, lastUsed: Date.now() };
    this.clients.set(account.id, pooled);
    return pooled;
  }

  /** Forgets an account's connection (it was edited, deleted or broke). */
  drop(id: string): void {
    const pooled = this.clients.get(id);
    if (!pooled) return;
    this.clients.delete(id);
    pooled.client.logout().catch(() => pooled.client.close());
  }

  private closeIdle(): void {
    const now = Date.now();
    for (const [id, pooled] of this.clients) if (now - pooled.lastUsed > IDLE_MS) this.drop(id);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(
      [...this.clients.values()].map((pooled) => pooled.client.logout().catch(() => pooled.client.close())),
    );
    this.clients.clear();
  }
}
