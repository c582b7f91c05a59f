import {
  bookingNumbersIn,
  type LinkedBooking,
  type MailBody,
  type MailFolder,
  type MailSummary,
  type Page,
} from '@seaberth/domain';
import type { FetchMessageObject, ImapFlow, ListResponse, MessageAddressObject } from 'imapflow';
import type { AddressObject, Attachment } from 'mailparser';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { MailAccountRow } from './mail-accounts.ts';
import { mailUnavailable } from './mail-accounts.ts';
import { bookingsByNumbers } from './mail-reads.repository.ts';
import { safeMailHtml } from './mail-sanitize.ts';
import type { ImapPool } from './imap-pool.ts';

/** A mail larger than this is not parsed for reading (its attachments would fill the memory). */
const MAX_SOURCE_BYTES = 40 * 1024 * 1024;

const SPECIAL_ORDER = ['\\Inbox', '\\Drafts', '\\Sent', '\\Archive', '\\Junk', '\\Trash'];

function addressText(list: MessageAddressObject[] | undefined): string {
  return (list ?? []).map((a) => (a.name ? `${a.name} <${a.address}>` : (a.address ?? ''))).join(', ');
}

function parsedAddress(value: AddressObject | AddressObject[] | undefined): string {
  return [value ?? []]
    .flat()
    .map((a) => a.text)
    .join(', ');
}

function toFolder(entry: ListResponse): MailFolder {
  const specialUse = entry.path.toUpperCase() === 'INBOX' ? '\\Inbox' : (entry.specialUse ?? null);
  return {
    path: entry.path,
    name: entry.path.toUpperCase() === 'INBOX' ? 'INBOX' : entry.name,
    specialUse,
    messages: entry.status?.messages ?? 0,
    unseen: entry.status?.unseen ?? 0,
  };
}

function rank(folder: MailFolder): number {
  const index = SPECIAL_ORDER.indexOf(folder.specialUse ?? '');
  return index < 0 ? SPECIAL_ORDER.length : index;
}

/** Reads an account's IMAP folders and mails (`/api/mail`, `/api/mailfolder`). */
export class MailboxService {
  constructor(
    private readonly db: Db,
    private readonly pool: ImapPool,
  ) {}

  async folders(account: MailAccountRow): Promise<MailFolder[]> {
    const listed = await this.pool.withClient(account, (client) =>
      client.list({ statusQuery: { messages: true, unseen: true } }).catch((error) => {
        throw mailUnavailable('IMAP', error);
      }),
    );
    return listed
      .filter((entry) => !entry.flags.has('\\Noselect') && !entry.flags.has('\\NonExistent'))
      .map(toFolder)
      .sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
  }

  async folder(account: MailAccountRow, path: string): Promise<MailFolder> {
    const found = (await this.folders(account)).find((folder) => folder.path === path);
    if (!found) throw notFound('Mail folder');
    return found;
  }

  /** `HEAD {folder}/mail`: how many mails and how many unread, without listing them. */
  async counts(account: MailAccountRow, path: string): Promise<{ messages: number; unseen: number }> {
    const status = await this.pool.withClient(account, (client) =>
      client.status(path, { messages: true, unseen: true }).catch(() => false as const),
    );
    if (!status) throw notFound('Mail folder');
    return { messages: status.messages ?? 0, unseen: status.unseen ?? 0 };
  }

  /**
   * One page of a folder, newest first. Unfiltered pages are read by sequence number from the end,
   * so page 400 of a large folder costs what page 1 costs; a search asks the server for the UIDs.
   */
  async list(
    account: MailAccountRow,
    path: string,
    query: { page: number; size: number; search?: string; unseen?: boolean },
  ): Promise<Page<MailSummary>> {
    const { page, size } = query;
    const fetched = await this.openFolder(account, path, async (client) => {
      const fields = { uid: true, envelope: true, flags: true, size: true } as const;
      if (!query.search && !query.unseen) {
        const exists = client.mailbox ? client.mailbox.exists : 0;
        const last = exists - page * size;
        if (last < 1) return { total: exists, rows: [] };
        const range = `${Math.max(1, last - size + 1)}:${last}`;
        return { total: exists, rows: await client.fetchAll(range, fields) };
      }
      const criteria = {
        ...(query.search ? { text: query.search } : {}),
        ...(query.unseen ? { seen: false } : {}),
      };
      const uids = ((await client.search(criteria, { uid: true })) || []).sort((a, b) => b - a);
      const chosen = uids.slice(page * size, page * size + size);
      const rows = chosen.length ? await client.fetchAll(chosen.join(','), fields, { uid: true }) : [];
      return { total: uids.length, rows };
    });
    const rows = fetched.rows.sort((a, b) => b.uid - a.uid);
    const linked = await this.linkedBookings(
      rows.flatMap((row) => bookingNumbersIn(row.envelope?.subject ?? '')),
    );
    return { data: rows.map((row) => this.summary(row, linked)), total: fetched.total, page, size };
  }

  private summary(row: FetchMessageObject, linked: Map<string, LinkedBooking>): MailSummary {
    const envelope = row.envelope ?? {};
    const date = envelope.date ? new Date(envelope.date) : null;
    return {
      uid: row.uid,
      subject: envelope.subject ?? '',
      from: addressText(envelope.from),
      fromAddress: envelope.from?.[0]?.address ?? '',
      to: addressText(envelope.to),
      date: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null,
      seen: row.flags?.has('\\Seen') ?? false,
      flagged: row.flags?.has('\\Flagged') ?? false,
      size: row.size ?? 0,
      bookings: bookingNumbersIn(envelope.subject ?? '').flatMap((no) => linked.get(no) ?? []),
    };
  }

  /** The mail to read, marked as seen. */
  async body(account: MailAccountRow, path: string, uid: number): Promise<MailBody> {
    const parsed = await this.parse(account, path, uid, true);
    const numbers = bookingNumbersIn(`${parsed.subject ?? ''}\n${parsed.text ?? ''}`);
    const linked = await this.linkedBookings(numbers);
    return {
      uid,
      subject: parsed.subject ?? '',
      from: parsedAddress(parsed.from),
      fromAddress: [parsed.from ?? []].flat()[0]?.value[0]?.address ?? '',
      to: parsedAddress(parsed.to),
      cc: parsedAddress(parsed.cc),
      date: parsed.date?.toISOString() ?? null,
      messageId: parsed.messageId ?? null,
      text: parsed.text ?? '',
      html: parsed.html ? safeMailHtml(parsed.html, parsed.attachments) : null,
      attachments: this.visible(parsed.attachments).map(({ attachment, index }) => ({
        index,
        filename: attachment.filename ?? `attachment-${index + 1}`,
        contentType: attachment.contentType,
        size: attachment.size,
      })),
      bookings: numbers.flatMap((no) => linked.get(no) ?? []),
    };
  }

  async attachment(account: MailAccountRow, path: string, uid: number, index: number): Promise<Attachment> {
    const parsed = await this.parse(account, path, uid, false);
    const found = this.visible(parsed.attachments).find((entry) => entry.index === index);
    if (!found) throw notFound('Attachment');
    return found.attachment;
  }

  /** Attachments a reader downloads: not the pictures an HTML body shows inline. */
  private visible(attachments: Attachment[]) {
    return attachments
      .map((attachment, index) => ({ attachment, index }))
      .filter(({ attachment }) => !(attachment.related && attachment.contentId));
  }

  private async parse(account: MailAccountRow, path: string, uid: number, markSeen: boolean) {
    const source = await this.openFolder(
      account,
      path,
      async (client) => {
        const message = await client.fetchOne(String(uid), { uid: true, size: true }, { uid: true });
        if (!message) throw notFound('Mail');
        if ((message.size ?? 0) > MAX_SOURCE_BYTES) throw notFound('Mail (too large to show)');
        const full = await client.fetchOne(String(uid), { source: true }, { uid: true });
        if (markSeen) await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
        return full ? full.source : undefined;
      },
      markSeen,
    );
    if (!source) throw notFound('Mail');
    // Loaded with the first mail read: a process that never opens a mailbox never loads it.
    const { simpleParser } = await import('mailparser');
    return simpleParser(source);
  }

  /** Moves a mail to the Trash; in the Trash (or without one) it is deleted for good. */
  async remove(account: MailAccountRow, path: string, uid: number): Promise<void> {
    const trash = (await this.folders(account)).find((folder) => folder.specialUse === '\\Trash');
    await this.openFolder(
      account,
      path,
      async (client) => {
        const range = String(uid);
        const exists = await client.search({ uid: range }, { uid: true });
        if (!exists || exists.length === 0) throw notFound('Mail');
        if (trash && trash.path !== path) await client.messageMove(range, trash.path, { uid: true });
        else await client.messageDelete(range, { uid: true });
      },
      true,
    );
  }

  async move(account: MailAccountRow, path: string, uid: number, to: string): Promise<void> {
    if (!(await this.folders(account)).some((folder) => folder.path === to)) throw notFound('Mail folder');
    await this.openFolder(
      account,
      path,
      async (client) => {
        const moved = await client.messageMove(String(uid), to, { uid: true });
        if (!moved) throw notFound('Mail');
      },
      true,
    );
  }

  async createFolder(account: MailAccountRow, name: string, parent?: string): Promise<MailFolder> {
    const created = await this.pool.withClient(account, async (client) => {
      const target = parent ? [...parent.split(await this.delimiter(client)), name] : name;
      return client.mailboxCreate(target).catch((error) => {
        throw mailUnavailable('IMAP', error);
      });
    });
    return this.folder(account, created.path);
  }

  /** Renames a folder under its parent (IMAP RENAME); the folders the mailbox needs keep their names. */
  async renameFolder(account: MailAccountRow, path: string, name: string): Promise<MailFolder> {
    const folder = await this.folder(account, path);
    if (folder.specialUse)
      throw mailUnavailable('IMAP', new Error(`${folder.name} is a folder the mailbox needs`));
    const renamed = await this.pool.withClient(account, async (client) => {
      const delimiter = await this.delimiter(client);
      const parent = path.split(delimiter).slice(0, -1);
      return client.mailboxRename(path, [...parent, name]).catch((error) => {
        throw mailUnavailable('IMAP', error);
      });
    });
    return this.folder(account, renamed.newPath);
  }

  async deleteFolder(account: MailAccountRow, path: string): Promise<void> {
    const folder = await this.folder(account, path);
    if (folder.specialUse)
      throw mailUnavailable('IMAP', new Error(`${folder.name} is a folder the mailbox needs`));
    await this.pool.withClient(account, (client) =>
      client.mailboxDelete(path).catch((error) => {
        throw mailUnavailable('IMAP', error);
      }),
    );
  }

  private async delimiter(client: ImapFlow): Promise<string> {
    const [first] = await client.list();
    return first?.delimiter ?? '/';
  }

  private async openFolder<T>(
    account: MailAccountRow,
    path: string,
    work: (client: ImapFlow) => Promise<T>,
    write = false,
  ): Promise<T> {
    try {
      return await this.pool.withFolder(account, path, work, write);
    } catch (error) {
      // A folder that does not exist is the caller's mistake, not a server failure.
      if (
        (error as { code?: string }).code === 'MAIL_SERVER' &&
        /nonexistent|doesn't exist|not exist/i.test(String((error as Error).message))
      )
        throw notFound('Mail folder');
      throw error;
    }
  }

  /** Bookings by the numbers found, with their lead guest's name. */
  private async linkedBookings(numbers: string[]): Promise<Map<string, LinkedBooking>> {
    const distinct = [...new Set(numbers)];
    if (!distinct.length) return new Map();
    const rows = await bookingsByNumbers(this.db, distinct);
    return new Map(rows.map((row) => [row.bookingNo, row]));
  }
}
