import {
  type AssignBankEntry,
  BOOKING_STATES,
  type CashflowPoint,
  holdsBeds,
  openDueAmounts,
  addDays,
  type BankBalancePoint,
  type BankImportResult,
  type BookingPayment,
  convertAtRate,
  decimalsOf,
} from '@seaberth/domain';
import { randomUUID } from 'node:crypto';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { type Actor, SYSTEM_ACTOR } from '../../http/actor.ts';
import type { BookingActions } from '../bookings/index.ts';
import { BankEntryWrites } from './bank-entry-writes.ts';
import { BankEntriesRepository, type BankEntryRow, type BankRow } from './bank-entries.repository.ts';
import { type CsvMapping, StatementError, type StatementEntry } from './import/statement.ts';
import { readStatementFile } from './import/statement-file.ts';
import { WiseClient } from './wise-client.ts';

/** Assigns an import's certain matches when the process that imported it died before it could. */
export const ASSIGN_IMPORT_JOB = 'bank.assignImport';

/** Time the importing request has to assign before the job does it instead (job-runner.ts lock). */
const ASSIGN_RESUME_MS = 5 * 60_000;

const IMPORT_ACTOR: Actor = { ...SYSTEM_ACTOR, name: 'Statement import' };

/**
 * The finance side of bank accounts: statement imports (nothing of a refused file is kept, an entry
 * known already is skipped), entries assigned to bookings as their payments and reversed, manual
 * entries from the desk, and the balance per period.
 */
export class BankService {
  readonly repository: BankEntriesRepository;
  /** The desk's entries made, corrected, copied and deleted (`/api/bankentry`), each a version. */
  readonly writes: BankEntryWrites;
  private readonly wise: WiseClient;

  constructor(
    private readonly actions: BookingActions,
    private readonly afterImport: (bank: BankRow, entries: BankEntryRow[], actor: Actor) => Promise<number>,
  ) {
    this.repository = new BankEntriesRepository(actions.core.services.database.db);
    this.writes = new BankEntryWrites(
      actions.core.services.database.db,
      async () => (await actions.core.operatorDay()).today,
    );
    this.wise = new WiseClient(actions.core.services.config.wiseApiUrl);
  }

  /** Registers the job that finishes an import's assignments after a crash. */
  register(): void {
    this.actions.core.services.jobs.handle(ASSIGN_IMPORT_JOB, async (job) => {
      const bank = await this.repository.bank(String(job.payload.bank));
      // Only entries nothing was assigned from: what someone assigned meanwhile stays as it is.
      const open = (await this.repository.entriesIn((job.payload.entries as string[]) ?? [])).filter(
        (entry) => entry.assigned === 0,
      );
      if (bank && open.length) await this.afterImport(bank, open, IMPORT_ACTOR);
      return null;
    });
  }

  async bank(id: string): Promise<BankRow> {
    const bank = await this.repository.bank(id);
    if (!bank) throw notFound('Bank');
    return bank;
  }

  /** Reads and stores a statement file; `dryRun` answers what would be imported and stores nothing. */
  async import(
    bankId: string,
    file: Uint8Array,
    options: { mapping?: CsvMapping | null; dryRun?: boolean },
    actor: Actor,
  ): Promise<BankImportResult> {
    const bank = await this.bank(bankId);
    const mapping = options.mapping ?? (bank.csvMapping as CsvMapping | null);
    let parsed: ReturnType<typeof readStatementFile>;
    try {
      parsed = readStatementFile(file, { csvMapping: mapping });
    } catch (error) {
      if (error instanceof StatementError)
        throw validationError([{ path: 'file', message: error.message }], `file: ${error.message}`);
      throw error;
    }
    if (parsed.account.iban && parsed.account.iban.replace(/\s/g, '') !== bank.iban)
      throw validationError(
        [{ path: 'file', message: `The statement is for account ${parsed.account.iban}, not ${bank.iban}` }],
        `file: the statement is for account ${parsed.account.iban}`,
      );
    const foreign = parsed.entries.find((e: StatementEntry) => e.currency !== bank.currency);
    if (foreign)
      throw validationError(
        [
          {
            path: 'file',
            message: `An entry of ${foreign.bookingDate} is in ${foreign.currency}, the account in ${bank.currency}`,
          },
        ],
        'file: an entry in another currency than the account',
      );
    if (options.dryRun)
      return { format: parsed.format, read: parsed.entries.length, imported: 0, duplicates: 0, assigned: 0 };
    // A mapping that read a file is the bank's mapping from now on.
    const mappingUsed = parsed.format === 'csv' && options.mapping ? { ...options.mapping } : null;
    return this.store(bank, parsed.format, parsed.entries, actor, mappingUsed);
  }

  /**
   * Stores what the account does not know yet in one transaction, then assigns the certain ones.
   * The assignment is scheduled as a job in the same transaction and taken back once done here:
   * a process dying between the two leaves the job to finish it, never a half-done import.
   */
  private async store(
    bank: BankRow,
    format: BankImportResult['format'],
    entries: StatementEntry[],
    actor: Actor,
    mapping: Record<string, unknown> | null = null,
  ): Promise<BankImportResult> {
    const { database, jobs, clock } = this.actions.core.services;
    const db = database.db;
    const resume = randomUUID();
    const added = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as typeof db;
      const repository = new BankEntriesRepository(tx);
      const rows = await repository.insertNew(bank.id, format, entries);
      if (mapping) await repository.saveMapping(bank.id, mapping);
      if (bank.autoAssign && rows.length)
        await jobs.schedule(
          ASSIGN_IMPORT_JOB,
          resume,
          new Date(clock.now().getTime() + ASSIGN_RESUME_MS),
          { bank: bank.id, entries: rows.map((row) => row.id) },
          tx,
        );
      return rows;
    });
    const result = {
      format,
      read: entries.length,
      imported: added.length,
      duplicates: entries.length - added.length,
      assigned: 0,
    };
    if (bank.autoAssign && added.length) {
      result.assigned = await this.afterImport(bank, added, actor);
      await jobs.repository.cancel(ASSIGN_IMPORT_JOB, resume);
    }
    return result;
  }

  /** Pulls a Wise account's transactions of a period and stores the new ones like an import. */
  async collectWise(
    bankId: string,
    period: { from?: string; to?: string },
    actor: Actor,
  ): Promise<BankImportResult> {
    const bank = await this.bank(bankId);
    if (!bank.wiseProfileId || !bank.wiseBalanceId || !bank.wiseToken)
      throw validationError(
        [
          {
            path: 'wiseProfileId',
            message: 'Give the Wise profile, balance and API token of this account first',
          },
        ],
        'This account is not connected to Wise',
      );
    const { today } = await this.actions.core.operatorDay();
    const to = period.to ?? today;
    const from = period.from ?? addDays(to, -30);
    const entries = await this.wise.statement(
      {
        profileId: bank.wiseProfileId,
        balanceId: bank.wiseBalanceId,
        // Sealed in the table (lib/secret-box.ts); a token sealed under another key reads as none.
        token: await this.actions.core.services.secrets.reveal(bank.wiseToken),
        currency: bank.currency,
      },
      from,
      to,
    );
    return this.store(bank, 'wise', entries, actor);
  }

  /**
   * The entry (or part of it) pays the booking: a booking payment in the entry's currency, counted
   * in the booking's at the given rate or the day's. The entry row is locked in the payment's
   * transaction, so two people assigning one entry can never assign more than it holds.
   */
  async assign(entryId: string, input: AssignBankEntry, actor: Actor): Promise<BookingPayment> {
    const entry = await this.repository.entry(entryId);
    if (!entry) throw notFound('Bank entry');
    const booking = await this.actions.core.load(input.booking, actor);
    const sign = Math.sign(entry.amount);
    const left = Math.abs(entry.amount) - Math.abs(entry.assigned);
    if (left <= 0) throw refuseAmount('Everything of this entry is assigned already');
    const open = Math.max(0, booking.total - booking.paid);
    const wanted =
      input.amount ??
      (booking.currency === entry.currency && sign > 0 && open > 0 ? Math.min(left, open) : left);
    if (wanted > left) throw refuseAmount(`Only ${left} of this entry is left to assign`);
    let bookingAmount: number | undefined;
    if (booking.currency !== entry.currency && input.rate) {
      const rates = await this.actions.core.rates();
      bookingAmount = convertAtRate(
        sign * wanted,
        decimalsOf(rates, entry.currency),
        decimalsOf(rates, booking.currency),
        input.rate,
        input.rateType,
      );
    }
    return this.actions.money.addPayment(
      booking.id,
      {
        amount: sign * wanted,
        currency: entry.currency,
        ...(bookingAmount === undefined ? {} : { bookingAmount }),
        date: entry.bookingDate,
        method: 'bankTransfer',
        reference: (entry.reference || entry.remittance).slice(0, 200),
        note: input.note || entry.counterpartyName,
      },
      actor,
      async (tx, payment) => {
        const bank = new BankEntriesRepository(tx.connection);
        const locked = await bank.lock(entry.id);
        if (!locked) throw notFound('Bank entry');
        const still = Math.abs(locked.amount) - Math.abs(locked.assigned);
        if (wanted > still) throw refuseAmount(`Only ${still} of this entry is left to assign`);
        await bank.link({
          entry: entry.id,
          booking: booking.id,
          payment: payment.id,
          amount: sign * wanted,
          createdBy: actor.userId ?? null,
        });
      },
    );
  }

  /** Takes an assignment back: the booking payment goes, the entry and the booking are open again. */
  async unassign(entryId: string, linkId: string, actor: Actor): Promise<void> {
    const link = await this.repository.paymentLink(entryId, linkId);
    if (!link) throw notFound('Payment');
    await this.actions.money.deletePayment(link.booking, link.payment, actor);
  }

  listManual(page: number, size: number) {
    return this.repository.manualEntries(page, size);
  }

  /** Money received and not (fully) assigned yet. */
  listTemporary(page: number, size: number) {
    return this.repository.unassignedEntries(page, size);
  }

  /**
   * Money received per period (all accounts, by currency) against what live bookings are due to
   * pay in it: the open part of each due amount, overdue ones counted in the first period.
   */
  async cashflow(query: {
    from: string;
    to: string;
    groupBy: 'day' | 'week' | 'month';
  }): Promise<CashflowPoint[]> {
    const periods = periodStarts(query.from, query.to, query.groupBy);
    const [{ during }, open] = await Promise.all([
      this.repository.sums(undefined, query.from, query.to, query.groupBy),
      this.repository.openBookings(PAYABLE),
    ]);
    const accounts = new Map((await this.repository.banks()).map((b) => [b.id, b.currency]));
    const points = new Map<string, CashflowPoint>();
    const point = (period: string, currency: string) => {
      const key = `${currency} ${period}`;
      const found = points.get(key) ?? { period, currency, received: 0, expected: 0 };
      points.set(key, found);
      return found;
    };
    const periodOf = (day: string) => {
      if (day < periods[0]!) return periods[0]!;
      return [...periods].reverse().find((p) => p <= day);
    };
    for (const row of during) point(row.period, accounts.get(row.bank) ?? 'EUR').received += row.received;
    // Without terms of payment the whole price is due on arrival.
    for (const booking of open)
      for (const step of openDueAmounts(
        booking.due.length
          ? booking.due
          : [{ amount: { amount: booking.total }, due: booking.from ?? query.from }],
        booking.paid,
      )) {
        if (step.due > query.to) continue;
        point(periodOf(step.due)!, booking.currency).expected += step.open;
      }
    const currencies = new Set([...points.values()].map((p) => p.currency));
    return [...currencies].sort().flatMap((currency) => periods.map((period) => point(period, currency)));
  }

  /** Each account's money in and out per period and the balance at each period's end. */
  async balance(query: {
    bank?: string;
    from: string;
    to: string;
    groupBy: 'day' | 'week' | 'month';
  }): Promise<BankBalancePoint[]> {
    const list = await this.repository.banks(query.bank ? [query.bank] : undefined);
    if (query.bank && !list.length) throw notFound('Bank');
    const { before, during } = await this.repository.sums(query.bank, query.from, query.to, query.groupBy);
    const periods = periodStarts(query.from, query.to, query.groupBy);
    const byCurrency = new Map<string, BankBalancePoint[]>();
    for (const currency of new Set(list.map((b) => b.currency))) {
      const mine = list.filter((b) => b.currency === currency).map((b) => b.id);
      let balance =
        list.filter((b) => b.currency === currency).reduce((s, b) => s + b.openingBalance, 0) +
        before.filter((r) => mine.includes(r.bank)).reduce((s, r) => s + r.total, 0);
      byCurrency.set(
        currency,
        periods.map((period) => {
          const rows = during.filter((r) => r.period === period && mine.includes(r.bank));
          const received = rows.reduce((s, r) => s + r.received, 0);
          const paid = rows.reduce((s, r) => s + r.paid, 0);
          balance += received + paid;
          return { period, currency, received, paid, balance };
        }),
      );
    }
    return [...byCurrency.values()].flat();
  }
}

/** Bookings that are to pay: those holding beds and resolved ones. */
const PAYABLE = [...BOOKING_STATES.filter(holdsBeds), 'resolved'];

function refuseAmount(message: string): AppError {
  return validationError([{ path: 'amount', message }], `amount: ${message}`);
}

/** The first days of the periods touching [from, to], as date_trunc names them (weeks start on Monday). */
export function periodStarts(from: string, to: string, unit: 'day' | 'week' | 'month'): string[] {
  const start = (iso: string) => {
    if (unit === 'day') return iso;
    if (unit === 'month') return `${iso.slice(0, 7)}-01`;
    const weekday = (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
    return addDays(iso, -weekday);
  };
  const list: string[] = [];
  for (let day = start(from); day <= to; ) {
    list.push(day);
    day =
      unit === 'day'
        ? addDays(day, 1)
        : unit === 'week'
          ? addDays(day, 7)
          : `${new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 1)).toISOString().slice(0, 10)}`;
  }
  return list;
}
