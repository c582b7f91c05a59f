import {
  type DiveLogCorrection,
  type DiveLogEntry,
  type DiveLogRecord,
  diveLogResource,
  type DiveOverview,
  type DiveOverviewQuery,
  DEFAULT_DAYS_WITHOUT_DIVES,
  DEFAULT_DIVES_PER_DAY,
} from '@seaberth/domain';
import { notFound, refusal, uniqueConstraintFields, validationError } from '../../http/errors.ts';
import type { Actor } from '../../http/actor.ts';
import { checkAssetWrite } from '../../http/asset-scope.ts';
import type { Services } from '../../services.ts';
import type { BookingService } from '../bookings/index.ts';
import { DiveLogBilling } from './dive-log-billing.ts';
import { type DiveLogRow, DiveLogRepository, type NewDiveLog } from './dive-log.repository.ts';

// The same dive logged twice answers 409 DUPLICATE naming the fields (http/errors.ts).
uniqueConstraintFields.set('dive_logs_customer_date_start_key', ['customer', 'date', 'start']);

/** A stored dive as the API answers it. */
export function toDiveLogRecord(row: DiveLogRow): DiveLogRecord {
  return {
    id: row.id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    date: row.date,
    start: row.start,
    end: row.end,
    type: row.type,
    customer: row.customer,
    customerName: row.customerName,
    depth: row.depth,
    boat: row.boat,
    diveSite: row.diveSite,
    sort: row.sort,
    crew: row.crew,
    diveGuide: row.diveGuide,
    rentalGear: row.rentalGear,
    resort: row.resort,
    vessel: row.vessel,
    tankSize: row.tankSize,
    airMix: row.airMix,
    comment: row.comment,
    booking: row.booking,
    billing: row.billing as DiveLogRecord['billing'],
    packageProduct: row.packageProduct,
    chargeLine: row.chargeLine,
  };
}

/** Whole number of a setting, or the default. */
const whole = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) ? n : fallback;
};

/**
 * The dive log (issue 34): dives logged per diver, each billing the diver's booking in the same
 * transaction (dive-log-billing.ts), corrected inline, deleted with its charge reversed. A dive plan
 * logs its divers through `logDives` in one call.
 */
export class DiveLogService {
  readonly repository: DiveLogRepository;
  private readonly billing: DiveLogBilling;

  constructor(
    private readonly services: Services,
    readonly bookings: BookingService,
  ) {
    this.repository = new DiveLogRepository(services.database.db);
    this.billing = new DiveLogBilling(bookings);
  }

  /** SPEC §9's planning defaults, which a dive package was priced with. */
  private async diveDays() {
    const dive = await this.services.settings.group('dive');
    return {
      divesPerDay: whole(dive.divesPerDay, DEFAULT_DIVES_PER_DAY),
      daysWithoutDives: whole(dive.daysWithoutDives, DEFAULT_DAYS_WITHOUT_DIVES),
    };
  }

  /**
   * Logs dives: every entry checked first (400 naming the entry's field), then per booking one
   * transaction that logs its guests' dives and bills them; dives without a booking are logged unbilled.
   */
  async logDives(entries: DiveLogEntry[], actor: Actor): Promise<DiveLogRecord[]> {
    const rows = await this.prepare(entries, actor);
    const byBooking = new Map<string | null, NewDiveLog[]>();
    for (const row of rows)
      byBooking.set(row.booking ?? null, [...(byBooking.get(row.booking ?? null) ?? []), row]);
    const days = await this.diveDays();
    const logged: DiveLogRow[] = [];
    for (const [booking, group] of byBooking) {
      if (booking === null)
        logged.push(
          ...(await this.services.database.db.transaction((tx) =>
            this.repository.within(tx as never).insert(group.map((r) => ({ ...r, billing: 'none' }))),
          )),
        );
      else logged.push(...(await this.billing.logOnBooking(booking, group, days, actor)));
    }
    const order = new Map(rows.map((r, i) => [`${r.customer}/${r.date}/${r.start}`, i]));
    return logged
      .sort(
        (a, b) =>
          (order.get(`${a.customer}/${a.date}/${a.start}`) ?? 0) -
          (order.get(`${b.customer}/${b.date}/${b.start}`) ?? 0),
      )
      .map(toDiveLogRecord);
  }

  /** The entries as rows: references checked, the diver's name and booking found. */
  private async prepare(entries: DiveLogEntry[], actor: Actor): Promise<NewDiveLog[]> {
    const r = this.repository;
    const ids = (pick: (e: DiveLogEntry) => string | null | undefined) => [
      ...new Set(entries.map(pick).filter((v): v is string => Boolean(v))),
    ];
    const [types, customers, sites, boats, guides, resorts, vessels] = await Promise.all([
      r.diveTypes(ids((e) => e.type)),
      r.customers(ids((e) => e.customer)),
      r.existing(
        'diveSites',
        ids((e) => e.diveSite),
      ),
      r.existing(
        'diveBoats',
        ids((e) => e.boat),
      ),
      r.existing(
        'employees',
        ids((e) => e.diveGuide),
      ),
      r.existing(
        'resorts',
        ids((e) => e.resort),
      ),
      r.existing(
        'vessels',
        ids((e) => e.vessel),
      ),
    ]);
    const typeIds = new Set(types.map((t) => t.id));
    const names = new Map(customers.map((c) => [c.id, c.fullName]));
    const problems: { path: string; message: string }[] = [];
    const seen = new Set<string>();
    entries.forEach((e, i) => {
      const at = (field: string) => `entries.${i}.${field}`;
      if (!typeIds.has(e.type)) problems.push({ path: at('type'), message: 'No such dive type' });
      if (!names.has(e.customer)) problems.push({ path: at('customer'), message: 'No such customer' });
      if (e.diveSite && !sites.has(e.diveSite))
        problems.push({ path: at('diveSite'), message: 'No such dive site' });
      if (e.boat && !boats.has(e.boat)) problems.push({ path: at('boat'), message: 'No such dive boat' });
      if (e.diveGuide && !guides.has(e.diveGuide))
        problems.push({ path: at('diveGuide'), message: 'No such employee' });
      if (e.resort && !resorts.has(e.resort))
        problems.push({ path: at('resort'), message: 'No such resort' });
      if (e.vessel && !vessels.has(e.vessel))
        problems.push({ path: at('vessel'), message: 'No such vessel' });
      const key = `${e.customer}/${e.date}/${e.start}`;
      if (seen.has(key))
        problems.push({ path: at('start'), message: 'The same diver is logged twice at this time' });
      seen.add(key);
    });
    if (problems.length) throw validationError(problems);
    for (const e of entries) checkAssetWrite(diveLogResource, e, actor.principal);
    const rows: NewDiveLog[] = [];
    for (const [i, e] of entries.entries()) {
      let booking = e.booking ?? null;
      if (booking) {
        if (!(await r.isGuest(booking, e.customer)))
          throw validationError([
            { path: `entries.${i}.booking`, message: 'The diver is not a guest of this booking' },
          ]);
      } else if (e.booking === undefined) booking = await r.bookingOf(e.customer, e.date, e);
      const { booking: _booking, ...fields } = e;
      rows.push({
        ...fields,
        customerName: names.get(e.customer) ?? '',
        booking,
        createdBy: actor.userId ?? null,
      });
    }
    return rows;
  }

  /** The dive if the user may see it (404 when not). */
  async get(id: string, actor: Actor): Promise<DiveLogRecord> {
    return toDiveLogRecord(await this.load(id, actor));
  }

  private async load(id: string, actor: Actor): Promise<DiveLogRow> {
    const row = await this.repository.get(id, this.repository.visibleTo(actor.principal));
    if (!row) throw notFound('Dive');
    return row;
  }

  /** Depth, times and the like corrected after the dive; what bills it stays. */
  async correct(id: string, input: DiveLogCorrection, actor: Actor): Promise<DiveLogRecord> {
    const row = await this.load(id, actor);
    const { version, ...changes } = input;
    const next = { ...row, ...changes };
    if (next.end !== null && next.end <= next.start)
      throw validationError([{ path: 'end', message: 'The dive ends after it starts' }]);
    const problems: { path: string; message: string }[] = [];
    const r = this.repository;
    if (changes.diveSite && !(await r.existing('diveSites', [changes.diveSite])).size)
      problems.push({ path: 'diveSite', message: 'No such dive site' });
    if (changes.boat && !(await r.existing('diveBoats', [changes.boat])).size)
      problems.push({ path: 'boat', message: 'No such dive boat' });
    if (changes.diveGuide && !(await r.existing('employees', [changes.diveGuide])).size)
      problems.push({ path: 'diveGuide', message: 'No such employee' });
    if (problems.length) throw validationError(problems);
    const updated = await r.update(id, version, changes);
    if (!updated)
      throw refusal(
        'STALE_VERSION',
        `Someone else changed this dive (you edited version ${version}, it is now ${row.version}); reload and apply your change again`,
      );
    return toDiveLogRecord(updated);
  }

  /** Deletes a dive; a charge it made leaves the booking in the same transaction. */
  async remove(id: string, actor: Actor): Promise<void> {
    const row = await this.load(id, actor);
    if (row.billing === 'charged' && row.booking) return this.billing.reverse(row, actor);
    if (!(await this.repository.delete(id))) throw notFound('Dive');
  }

  async overview(query: DiveOverviewQuery, actor: Actor): Promise<DiveOverview> {
    const { today } = await this.bookings.operatorDay();
    const from = query.from ?? `${(query.to ?? today).slice(0, 7)}-01`;
    const to = query.to ?? lastOfMonth(from);
    const result = await this.repository.overview({ ...query, from, to, principal: actor.principal });
    return { from, to, ...result };
  }
}

/** The last day of the month a day lies in. */
function lastOfMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${day.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}
