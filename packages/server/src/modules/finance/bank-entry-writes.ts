import {
  BANK_ENTRY_MESSAGES,
  type BankEntryChange,
  type BankEntryCopy,
  type BankEntryCreate,
  bankEntryResource,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { RecordHistoryRepository, type VersionActor } from '../../db/record-history.repository.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import { type BankEntryRow, BankEntriesRepository } from './bank-entries.repository.ts';

/**
 * The standard writes of `/api/bankentry` (SPEC §7): an entry made, corrected or deleted at the
 * desk. Each is a version of the entry (`GET /api/bankentry/{id}/history`) in the write's
 * transaction. A statement line imported from the bank does not change (it is the bank's record)
 * but may be deleted while unassigned, as `DELETE /api/bank/{id}/entries` does; money assigned to
 * bookings holds the entry until the assignments are taken back, so bookings' paid and open
 * amounts never count money of an entry that changed under them.
 */
export class BankEntryWrites {
  constructor(
    private readonly db: Db,
    private readonly today: () => Promise<string>,
  ) {}

  async create(input: BankEntryCreate, actor: Actor): Promise<BankEntryRow> {
    return this.inTransaction(actor, async (entries, history) => {
      const bank = await entries.bank(input.bank);
      if (!bank) throw notFound('Bank');
      const row = await entries.insertManual({
        ...input,
        currency: bank.currency,
        identity: `manual:${crypto.randomUUID()}`,
        source: 'manual',
        reference: actor.name ?? '',
      });
      await history(row, 'create', null, row);
      return row;
    });
  }

  async change(id: string, input: BankEntryChange, actor: Actor): Promise<BankEntryRow> {
    const { version, ...fields } = input;
    return this.inTransaction(actor, async (entries, history) => {
      const before = await entries.lock(id);
      if (!before) throw notFound('Bank entry');
      if (before.source !== 'manual') throw refuse('source', BANK_ENTRY_MESSAGES.imported);
      if (before.assigned !== 0) throw refuse('amount', BANK_ENTRY_MESSAGES.assigned);
      const after = await entries.updateUnassigned(id, version, fields);
      if (!after)
        throw refusal(
          'STALE_VERSION',
          `Someone else changed this bank entry (you edited version ${version}, it is now ${before.version}); reload and apply your change again`,
        );
      await history(after, 'update', before, after);
      return after;
    });
  }

  async copy(id: string, input: BankEntryCopy, actor: Actor): Promise<BankEntryRow> {
    const source = await new BankEntriesRepository(this.db).entry(id);
    if (!source) throw notFound('Bank entry');
    return this.create(
      {
        bank: source.bank,
        bookingDate: input.bookingDate ?? (await this.today()),
        amount: source.amount,
        counterpartyName: source.counterpartyName,
        remittance: source.remittance,
      },
      actor,
    );
  }

  async remove(id: string, actor: Actor): Promise<void> {
    await this.inTransaction(actor, async (entries, history) => {
      const before = await entries.lock(id);
      if (!before) throw notFound('Bank entry');
      if (!(await entries.deleteUnassignedEntry(id))) throw refuse('amount', BANK_ENTRY_MESSAGES.assigned);
      await history(before, 'delete', before, null);
    });
  }

  /** Runs `work` in one transaction with a writer of the entry's versions for this actor. */
  private inTransaction<T>(
    actor: Actor,
    work: (
      entries: BankEntriesRepository,
      history: (
        row: BankEntryRow,
        action: 'create' | 'update' | 'delete',
        before: BankEntryRow | null,
        after: BankEntryRow | null,
      ) => Promise<void>,
    ) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const versions = new RecordHistoryRepository(tx);
      const who: VersionActor = { id: actor.userId ?? null, name: actor.name ?? '' };
      return work(new BankEntriesRepository(tx), (row, action, before, after) =>
        versions.write(
          tx,
          {
            resource: bankEntryResource.name,
            record: row.id,
            version: action === 'delete' ? row.version + 1 : row.version,
            action,
          },
          who,
          before,
          after,
          bankEntryResource,
        ),
      );
    });
  }
}

function refuse(path: string, message: string) {
  return validationError([{ path, message }], message);
}
