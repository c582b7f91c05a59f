import {
  customerFullName,
  customerResource,
  customerSortName,
  DUPLICATE_REASONS,
  type DuplicateCustomer,
  type DuplicatePair,
  type DuplicateReason,
  type MergeableCustomer,
  MIN_PHONE_DIGITS,
  mergeCustomerFields,
} from '@seaberth/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { RecordHistoryRepository } from '../../db/record-history.repository.ts';
import {
  customerDuplicateDismissals,
  customerMerges,
  customers,
  type DroppedRow,
  type MovedReference,
} from '../../db/schema/index.ts';

import { mergeDrawLogs, restoreDrawLogs } from './customer-merge-draws.repository.ts';
import { DROPPABLE, REFERENCES } from './customer-merge-references.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

/** The customer columns a merge fills, as stored, and as the domain's merge rules name them. */
const FILLED = {
  master_data: 'masterData',
  contact: 'contact',
  address: 'address',
  passport: 'passport',
  diver: 'diver',
  gear: 'gear',
  customer_type: 'customerType',
  group: 'group',
  agency: 'agency',
  note: 'note',
  meta: 'meta',
  full_name: 'fullName',
  sort_name: 'sortName',
} as const;

/** The customer columns the database generates (customerMatchColumns), as stored. */
const GENERATED_COLUMNS = new Set(['email_key', 'phone_key', 'passport_key', 'name_key', 'birthday_key']);

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '')}"`);

const iso = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();

export type MergeRow = typeof customerMerges.$inferSelect;

export interface Actor {
  id: string | null;
  name: string;
}

/** Duplicate candidates, their dismissal, and merges of two customers into one and back. */
export class CustomerMergeRepository {
  constructor(private readonly db: Db) {}

  /** One page of candidate pairs (a's id below b's), dismissed pairs left out; and how many there are. */
  async duplicates(page: number, size: number): Promise<{ pairs: DuplicatePair[]; total: number }> {
    const a = alias(customers, 'a');
    const b = alias(customers, 'b');
    // The keys two or more customers share first (a streaming count over the key's index), then
    // only their holders paired: a self-join of every customer hashed 100,000 keys per way.
    type Key = 'email_key' | 'phone_key' | 'passport_key';
    const join = (reason: DuplicateReason, key: Key, filled: (column: SQL) => SQL) => {
      const [k, ak, bk] = [key, `a.${key}`, `b.${key}`].map((name) => sql.raw(name)) as [SQL, SQL, SQL];
      return sql`
        select ${a.id} as a, ${b.id} as b, ${reason}::text as reason
        from (select ${k} as k from ${customers} where ${filled(k)} group by 1 having count(*) > 1) shared
        join ${customers} a on ${ak} = shared.k and ${filled(ak)}
        join ${customers} b on ${bk} = shared.k and ${filled(bk)} and ${a.id} < ${b.id}`;
    };
    const filled = (column: SQL) => sql`${column} <> ''`;
    const phone = (column: SQL) => sql`length(${column}) >= ${sql.raw(String(MIN_PHONE_DIGITS))}`;
    const limit = size === 0 ? 10_000 : size;
    const result = await this.db.execute(sql`
      with candidates as (
        ${join('email', 'email_key', filled)}
        union all
        ${join('phone', 'phone_key', phone)}
        union all
        ${join('passport', 'passport_key', filled)}
        union all
        select ${a.id}, ${b.id}, 'nameBirthday'
        from (select name_key, birthday_key from ${customers} where birthday_key is not null
              group by 1, 2 having count(*) > 1) shared
        join ${customers} a on ${a.nameKey} = shared.name_key and ${a.birthdayKey} = shared.birthday_key
        join ${customers} b on ${b.nameKey} = shared.name_key and ${b.birthdayKey} = shared.birthday_key and ${a.id} < ${b.id}
        union all
        -- The same name where one birthday is not known: driven by the few without one, so a
        -- common name shared by hundreds of guests with birthdays is no square of them.
        select least(x.id, y.id), greatest(x.id, y.id), 'nameBirthday'
        from ${customers} x join ${customers} y on y.name_key = x.name_key and y.id <> x.id
        where x.birthday_key is null
      ), pairs as (
        select c.a, c.b, array_agg(distinct c.reason) as reasons
        from candidates c
        where not exists (
          select 1 from ${customerDuplicateDismissals} d where d.a = c.a and d.b = c.b
        )
        group by c.a, c.b
      )
      -- Ordered by the first one's name, looked up per pair: the pairs are few, the customers many.
      select p.a, p.b, p.reasons, (count(*) over ())::int as total
      from pairs p
      order by (select c.sort_name from ${customers} c where c.id = p.a), p.a, p.b
      limit ${limit} offset ${page * limit}`);
    const rows = result.rows as { a: string; b: string; reasons: string[] | string; total: number }[];
    if (rows.length === 0) return { pairs: [], total: 0 };
    const summaries = await this.summaries([...new Set(rows.flatMap((row) => [row.a, row.b]))]);
    const pairs = rows.map((row) => ({
      a: summaries.get(row.a)!,
      b: summaries.get(row.b)!,
      reasons: DUPLICATE_REASONS.filter((reason) => reasonsOf(row.reasons).includes(reason)),
    }));
    return { pairs, total: Number(rows[0]!.total) };
  }

  /** The customers as a pair shows them, with how many bookings each leads or sleeps in. */
  private async summaries(ids: string[]): Promise<Map<string, DuplicateCustomer>> {
    const result = await this.db.execute(sql`
      select c.id, c.full_name, nullif(c.master_data->>'birthday', '') as birthday,
        coalesce(c.contact->>'email', '') as email, coalesce(c.contact->>'phone', '') as phone, c.created_at,
        (select count(*) from (
          select bk.id from bookings bk where bk.lead = c.id
          union select g.booking from booking_guests g where g.customer = c.id
        ) booked)::int as bookings
      from ${customers} c
      where c.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    const rows = result.rows as {
      id: string;
      full_name: string;
      birthday: string | null;
      email: string;
      phone: string;
      created_at: string | Date;
      bookings: number;
    }[];
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          fullName: row.full_name,
          birthday: row.birthday,
          email: row.email,
          phone: row.phone,
          createdAt: iso(row.created_at),
          bookings: Number(row.bookings),
        },
      ]),
    );
  }

  /** Both customers exist (the pair stored smaller id first); false when one is unknown. */
  async dismiss(first: string, second: string, actor: Actor): Promise<boolean> {
    const [a, b] = first < second ? [first, second] : [second, first];
    const found = await this.db.execute(
      sql`select count(*)::int as n from ${customers} where id in (${a}::uuid, ${b}::uuid)`,
    );
    if (Number((found.rows[0] as { n: number }).n) !== 2) return false;
    await this.db
      .insert(customerDuplicateDismissals)
      .values({ a, b, byUser: actor.id, byName: actor.name })
      .onConflictDoNothing();
    return true;
  }

  /**
   * Merges `other` into `survivor` in one transaction: every row naming `other` moved, rows that
   * would become meaningless dropped (kept in the record), the survivor's empty fields filled, the
   * other deleted, the merge recorded. 'missing' when one is unknown, 'diveClash' when both logged
   * the same dive (the unique dive of a diver would refuse it).
   */
  async merge(
    survivor: string,
    other: string,
    actor: Actor,
    now: Date,
  ): Promise<MergeRow | 'missing' | 'diveClash'> {
    return this.db.transaction(async (tx) => {
      // Both locked, in id order so two merges of the same pair wait rather than deadlock.
      const locked = await tx.execute(sql`
        select id, to_jsonb(c) as row from ${customers} c
        where id in (${survivor}::uuid, ${other}::uuid) order by id for update`);
      const rows = new Map(
        (locked.rows as { id: string; row: Record<string, unknown> }[]).map((r) => [r.id, r.row]),
      );
      const survivorRow = rows.get(survivor);
      const otherRow = rows.get(other);
      if (!survivorRow || !otherRow) return 'missing';
      const clash = await tx.execute(sql`
        select 1 from dive_logs o join dive_logs s on s.customer = ${survivor} and s.date = o.date and s.start = o.start
        where o.customer = ${other} limit 1`);
      if (clash.rows.length > 0) return 'diveClash';
      await tx.execute(sql`select set_config('seaberth.customer_merge', 'on', true)`);

      const dropped: DroppedRow[] = [];
      const drop = async (table: string, where: SQL) => {
        const gone = await tx.execute(
          sql`delete from ${ident(table)} t where ${where} returning to_jsonb(t) as row`,
        );
        for (const row of gone.rows as { row: Record<string, unknown> }[])
          dropped.push({ table, row: row.row });
      };
      // A relation between the two would relate the survivor to themselves; a relation both have
      // with the same third person would be that pair twice: the survivor's own stays.
      await drop(
        'customer_relations',
        sql`(customer = ${survivor} and related = ${other}) or (customer = ${other} and related = ${survivor})`,
      );
      await drop(
        'customer_relations',
        sql`(t.customer = ${other} or t.related = ${other}) and exists (
          select 1 from customer_relations s
          where (s.customer = ${survivor} or s.related = ${survivor})
            and (case when s.customer = ${survivor} then s.related else s.customer end)
              = (case when t.customer = ${other} then t.related else t.customer end))`,
      );
      // Both on the same planned dive: the survivor is on it already.
      await drop(
        'dive_plan_divers',
        sql`t.customer = ${other} and exists (select 1 from dive_plan_divers s where s.dive = t.dive and s.customer = ${survivor})`,
      );
      // Both entered the same contest: one person enters once, the survivor's entry stays.
      await drop(
        'contest_entries',
        sql`t.customer = ${other} and exists (select 1 from contest_entries s where s.contest = t.contest and s.customer = ${survivor})`,
      );
      // The other's "not the same person" marks are dropped rather than moved: a pair is stored
      // smaller id first, which a moved one would not keep. An undo brings them back.
      await drop('customer_duplicate_dismissals', sql`t.a = ${other} or t.b = ${other}`);
      // Drawn contests' logs name the survivor instead; kept as they were for an undo.
      dropped.push(...(await mergeDrawLogs(tx, survivor, other)));

      const moved: MovedReference[] = [];
      // Both were thanked for as a referred guest: once per guest keeps the survivor's reward
      // standing and marks the other's superseded by it (its credit stays, nothing is lost), so
      // both rows move; an undo clears the mark once the other's reward is back with its guest.
      const superseded = await tx.execute(sql`
        update referral_rewards t set superseded_by = s.id
        from referral_rewards s
        where t.customer = ${other} and s.customer = ${survivor}
          and t.superseded_by is null and s.superseded_by is null
        returning t.id::text as key`);
      for (const row of superseded.rows as { key: string }[])
        moved.push({ table: 'referral_rewards', column: 'superseded_by', id: row.key, mark: true });
      for (const ref of REFERENCES) {
        const key = ref.key ?? 'id';
        const column = ident(ref.column);
        if (ref.table === 'datev_debitors') {
          // The survivor keeps their own account; the other's stays on file so its number never repeats.
          const own = await tx.execute(sql`select 1 from datev_debitors where customer = ${survivor}`);
          if (own.rows.length > 0) continue;
        }
        const [from, to] = ref.text
          ? [sql`${other}::text`, sql`${survivor}::text`]
          : [sql`${other}::uuid`, sql`${survivor}::uuid`];
        const result = await tx.execute(
          sql`update ${ident(ref.table)} set ${column} = ${to} where ${column} = ${from} returning ${ident(key)}::text as key`,
        );
        for (const row of result.rows as { key: string }[])
          moved.push({ table: ref.table, column: ref.column, id: row.key });
      }

      const before = columnsOf(survivorRow);
      const merged = mergeCustomerFields(before, columnsOf(otherRow));
      const master = merged.masterData as Parameters<typeof customerFullName>[0] & {
        firstName: string;
        lastName: string;
      };
      const after: Record<string, unknown> = {
        ...merged,
        fullName: customerFullName(master),
        sortName: customerSortName(master),
      };
      const survivorBefore: Record<string, unknown> = {};
      for (const [stored, field] of Object.entries(FILLED)) {
        if (JSON.stringify(survivorRow[stored]) !== JSON.stringify(after[field]))
          survivorBefore[stored] = survivorRow[stored];
      }
      await writeColumns(tx, survivor, survivorBefore, after, now);
      await tx.delete(customers).where(eq(customers.id, other));
      // The survivor's history tells of the merge: who came in, and the fields it filled.
      await new RecordHistoryRepository(tx as unknown as Db).write(
        tx as unknown as Db,
        {
          resource: 'customer',
          record: survivor,
          version: Number(survivorRow.version) + (Object.keys(survivorBefore).length ? 1 : 0),
          action: 'merge',
        },
        actor,
        { ...before, mergedFrom: null },
        { ...after, mergedFrom: otherRow.full_name },
        customerResource,
        ['mergedFrom'],
      );
      const [record] = await tx
        .insert(customerMerges)
        .values({
          survivor,
          removedId: other,
          removed: otherRow,
          moved,
          dropped,
          survivorBefore,
          byUser: actor.id,
          byName: actor.name,
          createdAt: now,
        })
        .returning();
      return record!;
    });
  }

  /** A merge by id. */
  async get(id: string): Promise<MergeRow | undefined> {
    const [row] = await this.db.select().from(customerMerges).where(eq(customerMerges.id, id));
    return row;
  }

  /** A later merge, not undone, that moved this merge along with its survivor: it must be undone first. */
  private async movedByLater(tx: Runner, id: string): Promise<boolean> {
    const later = await tx.execute(sql`
      select 1 from ${customerMerges}
      where undone_at is null and moved @> ${JSON.stringify([{ table: 'customer_merges', id }])}::jsonb limit 1`);
    return later.rows.length > 0;
  }

  /**
   * Gives both customers back: the removed one re-created with its own id and row, the rows the
   * merge moved moved back (those still on the survivor), dropped rows restored, the survivor's
   * filled fields as they were. `problem` decides, inside the lock, whether the undo may happen.
   */
  async undo(
    id: string,
    actor: Actor,
    now: Date,
    problem: (merge: MergeRow) => string | null,
  ): Promise<MergeRow | 'missing' | 'later' | { problem: string }> {
    return this.db.transaction(async (tx) => {
      const [merge] = await tx.select().from(customerMerges).where(eq(customerMerges.id, id)).for('update');
      if (!merge) return 'missing';
      const refused = problem(merge);
      if (refused) return { problem: refused };
      if (await this.movedByLater(tx, id)) return 'later';
      await tx.execute(sql`select set_config('seaberth.customer_merge', 'on', true)`);
      // Every stored column but the generated ones, which the database computes again.
      const columns = sql.join(
        Object.keys(merge.removed)
          .filter((column) => !GENERATED_COLUMNS.has(column))
          .map(ident),
        sql`, `,
      );
      await tx.execute(
        sql`insert into ${customers} (${columns}) select ${columns} from jsonb_populate_record(null::customers, ${JSON.stringify(merge.removed)}::jsonb)`,
      );
      for (const ref of merge.moved) {
        if (ref.mark) continue;
        const known = REFERENCES.find((r) => r.table === ref.table && r.column === ref.column);
        if (!known) continue;
        const column = ident(ref.column);
        const [back, from] = known.text
          ? [sql`${merge.removedId}::text`, sql`${merge.survivor}::text`]
          : [sql`${merge.removedId}::uuid`, sql`${merge.survivor}::uuid`];
        const key = known.key ?? 'id';
        await tx.execute(
          sql`update ${ident(ref.table)} set ${column} = ${back} where ${ident(key)}::text = ${ref.id} and ${column} = ${from}`,
        );
      }
      // Marks last: the rows are back with the removed customer, so clearing them clashes with nothing.
      for (const ref of merge.moved)
        if (ref.mark && ref.table === 'referral_rewards')
          await tx.execute(sql`update referral_rewards set superseded_by = null where id = ${ref.id}::uuid`);
      for (const { table, row } of merge.dropped) {
        if (!DROPPABLE.has(table)) continue;
        await tx.execute(
          sql`insert into ${ident(table)} select * from jsonb_populate_record(null::${ident(table)}, ${JSON.stringify(row)}::jsonb) on conflict do nothing`,
        );
      }
      await restoreDrawLogs(tx, merge.dropped);
      const restore = Object.entries(merge.survivorBefore);
      const [survivorRow] = (
        await tx.execute(
          sql`select to_jsonb(c) as row from ${customers} c where id = ${merge.survivor} for update`,
        )
      ).rows as { row: Record<string, unknown> }[];
      if (survivorRow) {
        const current = columnsOf(survivorRow.row);
        const back = { ...current, ...fieldsOf(merge.survivorBefore) };
        if (restore.length > 0) await writeColumns(tx, merge.survivor, merge.survivorBefore, back, now);
        await new RecordHistoryRepository(tx as unknown as Db).write(
          tx as unknown as Db,
          {
            resource: 'customer',
            record: merge.survivor,
            version: Number(survivorRow.row.version) + (restore.length ? 1 : 0),
            action: 'unmerge',
          },
          actor,
          { ...current, mergedFrom: merge.removed.full_name },
          { ...back, mergedFrom: null },
          customerResource,
          ['mergedFrom'],
        );
      }
      const [undone] = await tx
        .update(customerMerges)
        .set({ undoneAt: now, undoneBy: actor.name })
        .where(eq(customerMerges.id, id))
        .returning();
      return undone!;
    });
  }

  /** The merges into a customer, newest first. */
  mergesInto(customer: string): Promise<MergeRow[]> {
    return this.db
      .select()
      .from(customerMerges)
      .where(and(eq(customerMerges.survivor, customer)))
      .orderBy(desc(customerMerges.createdAt), desc(customerMerges.id));
  }
}

/** `array_agg` of text answers a JS array on node-postgres and PGlite alike, or `{a,b}` text on some setups. */
function reasonsOf(value: string[] | string): string[] {
  return Array.isArray(value) ? value : value.replace(/^\{|\}$/g, '').split(',');
}

/** A stored customer row (to_jsonb) as the domain's merge rules see it. */
function columnsOf(row: Record<string, unknown>): MergeableCustomer & { fullName: string; sortName: string } {
  return {
    masterData: (row.master_data ?? {}) as Record<string, unknown>,
    contact: (row.contact ?? {}) as Record<string, unknown>,
    address: (row.address ?? {}) as Record<string, unknown>,
    passport: (row.passport ?? {}) as Record<string, unknown>,
    diver: (row.diver ?? {}) as Record<string, unknown>,
    gear: (row.gear ?? {}) as Record<string, unknown>,
    customerType: String(row.customer_type ?? ''),
    group: (row.group as string | null) ?? null,
    agency: (row.agency as string | null) ?? null,
    note: String(row.note ?? ''),
    meta: (row.meta ?? {}) as MergeableCustomer['meta'],
    fullName: String(row.full_name ?? ''),
    sortName: String(row.sort_name ?? ''),
  };
}

/** Stored column names to the domain's field names. */
function fieldsOf(stored: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(stored).map(([column, value]) => [FILLED[column as keyof typeof FILLED] ?? column, value]),
  );
}

/** Writes the survivor's columns named in `changed` (stored names) from `values` (field names); a new version. */
async function writeColumns(
  tx: Runner,
  id: string,
  changed: Record<string, unknown>,
  values: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const set: Record<string, unknown> = {};
  for (const stored of Object.keys(changed)) {
    const field = FILLED[stored as keyof typeof FILLED];
    if (field) set[field] = values[field];
  }
  if (Object.keys(set).length === 0) return;
  await tx
    .update(customers)
    .set({ ...set, version: sql`${customers.version} + 1`, updatedAt: now })
    .where(eq(customers.id, id));
}
