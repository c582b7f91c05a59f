import {
  type AgencyCreditBalance,
  type AgencyCreditEntry,
  type AgencyCreditInput,
  type AgencyCreditQuery,
  type AgencyCredits,
  agencyCreditInputSchema,
  signedCredit,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { ALL_ROWS_READ, allRows } from '../../http/all-rows.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import type { Actor } from '../../http/actor.ts';
import { AgenciesRepository } from './agencies.repository.ts';
import { AgencyCreditsRepository } from './agency-credits.repository.ts';

/** The agencies' ledger: entries added and reversed, never changed (a trigger guards the table). */
export class AgencyCreditLedger {
  private readonly credits: AgencyCreditsRepository;
  private readonly agencies: AgenciesRepository;

  constructor(
    db: Db,
    private readonly today: () => Promise<string>,
  ) {
    this.credits = new AgencyCreditsRepository(db);
    this.agencies = new AgenciesRepository(db);
  }

  /**
   * One page of the entries, newest first, and the balances over all time. With an agency the
   * filter and the order run along `agency_credits_agency_idx` (agency, date).
   */
  async list(query: AgencyCreditQuery, onlyAgency?: string): Promise<AgencyCredits> {
    const agency = onlyAgency ?? query.agency;
    const filter = { agency, from: query.from, to: query.to, kind: query.kind };
    const { page, size } = query;
    const rows =
      size === 0
        ? allRows(await this.credits.page(filter, ALL_ROWS_READ))
        : await this.credits.page(filter, size, page * size);
    // Only count when the page does not already tell the total.
    const total =
      size === 0 || (page === 0 && rows.length < size) ? rows.length : await this.credits.count(filter);
    return {
      entries: rows.map(toEntry),
      balances: await this.balances(agency),
      total,
      page,
      size,
    };
  }

  /** Each agency's balance (or the one agency's) over all time, whatever period a list shows. */
  async balances(agency?: string): Promise<AgencyCreditBalance[]> {
    const balances = await this.credits.balances(agency);
    return balances.map((b) => ({ ...b, balance: Number(b.balance) }));
  }

  async add(body: AgencyCreditInput, actor: Actor): Promise<AgencyCreditEntry> {
    const input = agencyCreditInputSchema.parse(body);
    const agency = await this.agencies.agency(input.agency);
    if (!agency) throw validationError([{ path: 'agency', message: 'No such agency' }]);
    if (input.booking) {
      const booking = await this.credits.bookingAgency(input.booking);
      if (!booking || booking.agency !== agency.id)
        throw validationError([{ path: 'booking', message: 'Not a booking of this agency' }]);
    }
    const id = await this.credits.add({
      agency: agency.id,
      date: input.date ?? (await this.today()),
      kind: input.kind,
      amount: signedCredit(input.kind, input.amount),
      currency: agency.currency,
      booking: input.booking ?? null,
      note: input.note,
      createdBy: actor.userId ?? null,
      createdByName: actor.name ?? '',
    });
    return this.entry(id);
  }

  /** The entry booked once more with the opposite sign; an entry is reversed at most once. */
  async reverse(id: string, note: string, actor: Actor): Promise<AgencyCreditEntry> {
    const entry = await this.credits.stored(id);
    if (!entry) throw notFound('Credit entry');
    if (entry.kind === 'reversal')
      throw refusal('CONFLICT', 'A reversal is not reversed: book a correction instead');
    const today = await this.today();
    const inserted = await this.credits.addReversal({
      agency: entry.agency,
      date: today,
      kind: 'reversal',
      amount: -entry.amount,
      currency: entry.currency,
      booking: entry.booking,
      note: note || `Reverses the entry of ${entry.date}`,
      reverses: entry.id,
      createdBy: actor.userId ?? null,
      createdByName: actor.name ?? '',
    });
    if (!inserted) throw refusal('CONFLICT', 'This entry was reversed already');
    return this.entry(inserted);
  }

  private async entry(id: string): Promise<AgencyCreditEntry> {
    const row = await this.credits.entry(id);
    if (!row) throw notFound('Credit entry');
    return toEntry(row);
  }
}

type EntryRow = Omit<AgencyCreditEntry, 'kind' | 'createdAt'> & { kind: string; createdAt: Date };

function toEntry(row: EntryRow): AgencyCreditEntry {
  return { ...row, kind: row.kind as AgencyCreditEntry['kind'], createdAt: row.createdAt.toISOString() };
}
