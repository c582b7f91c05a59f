import { BOOKING_STATES, type BankSuggestion, holdsBeds } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { BankEntryRow } from './bank-entries.repository.ts';
import { BankMatchingRepository } from './bank-matching.repository.ts';

/** Bookings that can still be paid: those holding beds and resolved ones (as agencies owe them). */
const PAYABLE = [...BOOKING_STATES.filter(holdsBeds), 'resolved'];
/** Booking numbers as the server writes them: year, dash, five digits. */
const BOOKING_NO = /\b(\d{4})[-/ ]?(\d{5})\b/g;

/** The booking numbers a remittance text or reference names, written with or without the dash. */
export function bookingNumbersIn(text: string): string[] {
  return [...new Set([...text.matchAll(BOOKING_NO)].map((m) => `${m[1]}-${m[2]}`))];
}

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z0-9]+/)
      .filter(
        (w) => w.length > 2 && !['gmbh', 'und', 'the', 'and', 'ltd', 'mrs', 'herr', 'frau'].includes(w),
      ),
  );

/** Whether a payer's name resembles a guest's or an agency's: a shared word of three letters or more. */
export function namesResemble(payer: string, name: string | null): boolean {
  if (!name) return false;
  const mine = words(name);
  return [...words(payer)].some((w) => mine.has(w));
}

/**
 * Suggestions for bank entries: first every booking whose number the remittance or reference
 * names (exact), then bookings of the entry's currency whose open amount equals the entry and
 * whose lead guest's or agency's name resembles the payer. Two queries for any number of entries.
 */
export class BankMatcher {
  constructor(private readonly db: Db) {}

  async suggest(entries: BankEntryRow[]): Promise<Map<string, BankSuggestion[]>> {
    const numbers = new Map(entries.map((e) => [e.id, bookingNumbersIn(`${e.remittance} ${e.reference}`)]));
    const amounts = [...new Set(entries.filter((e) => e.amount > 0).map((e) => e.amount))];
    const all = [...new Set([...numbers.values()].flat())];
    const repository = new BankMatchingRepository(this.db);
    const [named, sameAmount] = await Promise.all([
      all.length ? repository.byNumbers(all) : [],
      amounts.length ? repository.byOpenAmounts(amounts, PAYABLE) : [],
    ]);
    const byNumber = new Map(named.map((b) => [b.bookingNo, b]));
    const answer = new Map<string, BankSuggestion[]>();
    for (const entry of entries) {
      const found: BankSuggestion[] = (numbers.get(entry.id) ?? []).flatMap((no) => {
        const b = byNumber.get(no);
        return b ? [{ ...b, open: Number(b.open), reason: 'number' as const }] : [];
      });
      if (!found.length)
        for (const b of sameAmount)
          if (
            Number(b.open) === entry.amount &&
            b.currency === entry.currency &&
            (namesResemble(entry.counterpartyName, b.leadName) ||
              namesResemble(entry.counterpartyName, b.agencyName))
          )
            found.push({ ...b, open: Number(b.open), reason: 'amount' });
      answer.set(entry.id, found);
    }
    return answer;
  }

  /**
   * Assigns what is certain: an entry naming exactly one booking number, of that booking's
   * currency, while the booking still has something open. Answers how many entries were assigned.
   */
  async autoAssign(
    entries: BankEntryRow[],
    assign: (entry: string, booking: string) => Promise<unknown>,
  ): Promise<number> {
    const suggestions = await this.suggest(entries.filter((e) => e.amount > 0));
    let assigned = 0;
    for (const [entry, found] of suggestions) {
      const certain = found.filter((s) => s.reason === 'number');
      const row = entries.find((e) => e.id === entry)!;
      if (certain.length !== 1 || certain[0]!.currency !== row.currency || certain[0]!.open <= 0) continue;
      try {
        await assign(entry, certain[0]!.booking);
        assigned++;
      } catch (error) {
        // A booking whose state takes no payment (or changed meanwhile) waits for the review.
        if (!(error instanceof AppError)) throw error;
      }
    }
    return assigned;
  }
}
