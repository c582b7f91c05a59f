import type { CustomerData } from '@seaberth/domain';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** The place of a plan: one resort or one vessel. */
export interface PlanAsset {
  resort: string | null;
  vessel: string | null;
}

export interface PlanRow extends PlanAsset {
  id: string;
  version: number;
  date: string;
}

export interface DiveRow {
  id: string;
  plan: string;
  sort: number;
  time: string;
  minutes: number;
  site: string | null;
  siteName: string | null;
  siteLevel: string | null;
  siteMinDives: number | null;
  type: string | null;
  typeName: string | null;
  typeKind: string | null;
  boat: string | null;
  boatName: string | null;
  seats: number | null;
  guide: string | null;
  guideFirst: string | null;
  guideLast: string | null;
  crew: string[];
  notes: string;
  closedAt: Date | null;
  closedBy: string;
  closeReason: string;
}

export interface DiverRow {
  id: string;
  dive: string;
  customer: string;
  fullName: string;
  diver: CustomerData['diver'];
  gear: CustomerData['gear'];
  nitroxMix: string;
  overrideReason: string | null;
  overrideBy: string;
  overrideAt: Date | null;
  backOnBoardAt: Date | null;
  backBy: string;
}

/** What the latest sent guest form of a customer says about diving: the medical answers and the waiver. */
export interface FormFacts {
  medicalAnswers: Record<string, boolean | null> | null;
  physicianForm: boolean;
  signed: boolean;
}

/** What the dive log holds of a diver up to a day; see `loggedDives`. */
export interface LoggedDives {
  dives: number;
  lastDive: string | null;
}

export interface GuestRow {
  customer: string;
  fullName: string;
  diver: CustomerData['diver'];
  roomName: string;
  checkIn: Date | null;
}

const assetIs = (
  asset: PlanAsset,
  table: { resort: typeof t.divePlans.resort; vessel: typeof t.divePlans.vessel },
) => (asset.resort ? eq(table.resort, asset.resort) : eq(table.vessel, asset.vessel!));

/** Live bookings whose guests are in house: planned and confirmed (offers and cancellations are not). */
const LIVE = ['planned', 'confirmed'];

export class DivePlanRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (tx: DivePlanRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new DivePlanRepository(tx as unknown as Db)));
  }

  private readonly planColumns = {
    id: t.divePlans.id,
    version: t.divePlans.version,
    date: t.divePlans.date,
    resort: t.divePlans.resort,
    vessel: t.divePlans.vessel,
  };

  async plan(id: string): Promise<PlanRow | undefined> {
    const [row] = await this.db.select(this.planColumns).from(t.divePlans).where(eq(t.divePlans.id, id));
    return row;
  }

  async planOfDay(date: string, asset: PlanAsset): Promise<PlanRow | undefined> {
    const [row] = await this.db
      .select(this.planColumns)
      .from(t.divePlans)
      .where(and(eq(t.divePlans.date, date), assetIs(asset, t.divePlans)));
    return row;
  }

  /** The plan, locked for this transaction, its version counted up: changes to one plan go one at a time. */
  async claim(id: string): Promise<PlanRow | undefined> {
    const [row] = await this.db
      .update(t.divePlans)
      .set({ version: sql`${t.divePlans.version} + 1`, updatedAt: sql`now()` })
      .where(eq(t.divePlans.id, id))
      .returning(this.planColumns);
    return row;
  }

  async insertPlan(date: string, asset: PlanAsset): Promise<string> {
    const [row] = await this.db
      .insert(t.divePlans)
      .values({ date, resort: asset.resort, vessel: asset.vessel })
      .returning({ id: t.divePlans.id });
    return row!.id;
  }

  async deletePlan(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(t.divePlans)
      .where(eq(t.divePlans.id, id))
      .returning({ id: t.divePlans.id });
    return rows.length > 0;
  }

  async dives(plan: string): Promise<DiveRow[]> {
    const d = t.divePlanDives;
    return this.db
      .select({
        id: d.id,
        plan: d.plan,
        sort: d.sort,
        time: d.time,
        minutes: d.minutes,
        site: d.site,
        siteName: t.diveSites.name,
        siteLevel: t.diveSites.level,
        siteMinDives: t.diveSites.minDives,
        type: d.type,
        typeName: t.diveTypes.name,
        typeKind: t.diveTypes.kind,
        boat: d.boat,
        boatName: t.diveBoats.name,
        seats: t.diveBoats.seats,
        guide: d.guide,
        guideFirst: t.employees.firstName,
        guideLast: t.employees.lastName,
        crew: d.crew,
        notes: d.notes,
        closedAt: d.closedAt,
        closedBy: d.closedBy,
        closeReason: d.closeReason,
      })
      .from(d)
      .leftJoin(t.diveSites, eq(t.diveSites.id, d.site))
      .leftJoin(t.diveTypes, eq(t.diveTypes.id, d.type))
      .leftJoin(t.diveBoats, eq(t.diveBoats.id, d.boat))
      .leftJoin(t.employees, eq(t.employees.id, d.guide))
      .where(eq(d.plan, plan))
      .orderBy(asc(d.time), asc(d.sort));
  }

  async divers(dives: string[]): Promise<DiverRow[]> {
    if (!dives.length) return [];
    const v = t.divePlanDivers;
    return this.db
      .select({
        id: v.id,
        dive: v.dive,
        customer: v.customer,
        fullName: t.customers.fullName,
        diver: t.customers.diver,
        gear: t.customers.gear,
        nitroxMix: v.nitroxMix,
        overrideReason: v.overrideReason,
        overrideBy: v.overrideBy,
        overrideAt: v.overrideAt,
        backOnBoardAt: v.backOnBoardAt,
        backBy: v.backBy,
      })
      .from(v)
      .innerJoin(t.customers, eq(t.customers.id, v.customer))
      .where(inArray(v.dive, dives))
      .orderBy(asc(t.customers.sortName), asc(v.id));
  }

  /** A dive of a plan, locked so that two planners filling the same boat cannot both take the last seat. */
  async lockDive(
    plan: string,
    dive: string,
  ): Promise<{ id: string; boat: string | null; type: string | null; closedAt: Date | null } | undefined> {
    const d = t.divePlanDives;
    const [row] = await this.db
      .select({ id: d.id, boat: d.boat, type: d.type, closedAt: d.closedAt })
      .from(d)
      .where(and(eq(d.id, dive), eq(d.plan, plan)))
      .for('update');
    return row;
  }

  async diversOn(dive: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t.divePlanDivers)
      .where(eq(t.divePlanDivers.dive, dive));
    return row?.n ?? 0;
  }

  async boat(
    id: string,
  ): Promise<
    { id: string; name: string; seats: number; resort: string | null; vessel: string | null } | undefined
  > {
    const b = t.diveBoats;
    const [row] = await this.db
      .select({ id: b.id, name: b.name, seats: b.seats, resort: b.resort, vessel: b.vessel })
      .from(b)
      .where(eq(b.id, id));
    return row;
  }

  async site(id: string): Promise<PlanAsset | undefined> {
    const [row] = await this.db
      .select({ resort: t.diveSites.resort, vessel: t.diveSites.vessel })
      .from(t.diveSites)
      .where(eq(t.diveSites.id, id));
    return row;
  }

  async typeExists(id: string): Promise<boolean> {
    const rows = await this.db.select({ id: t.diveTypes.id }).from(t.diveTypes).where(eq(t.diveTypes.id, id));
    return rows.length > 0;
  }

  async typeKind(id: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ kind: t.diveTypes.kind })
      .from(t.diveTypes)
      .where(eq(t.diveTypes.id, id));
    return row?.kind;
  }

  async employeesFound(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .select({ id: t.employees.id })
      .from(t.employees)
      .where(inArray(t.employees.id, ids));
    return new Set(rows.map((r) => r.id));
  }

  async customerExists(id: string): Promise<boolean> {
    const rows = await this.db.select({ id: t.customers.id }).from(t.customers).where(eq(t.customers.id, id));
    return rows.length > 0;
  }

  async maxSort(plan: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(max(${t.divePlanDives.sort}), -1)`.mapWith(Number) })
      .from(t.divePlanDives)
      .where(eq(t.divePlanDives.plan, plan));
    return row?.n ?? -1;
  }

  async insertDive(values: typeof t.divePlanDives.$inferInsert): Promise<string> {
    const [row] = await this.db.insert(t.divePlanDives).values(values).returning({ id: t.divePlanDives.id });
    return row!.id;
  }

  async updateDive(
    plan: string,
    dive: string,
    values: Partial<typeof t.divePlanDives.$inferInsert>,
  ): Promise<boolean> {
    if (!Object.keys(values).length) return Boolean(await this.lockDive(plan, dive));
    const rows = await this.db
      .update(t.divePlanDives)
      .set(values)
      .where(and(eq(t.divePlanDives.id, dive), eq(t.divePlanDives.plan, plan)))
      .returning({ id: t.divePlanDives.id });
    return rows.length > 0;
  }

  async deleteDive(plan: string, dive: string): Promise<boolean> {
    const rows = await this.db
      .delete(t.divePlanDives)
      .where(and(eq(t.divePlanDives.id, dive), eq(t.divePlanDives.plan, plan)))
      .returning({ id: t.divePlanDives.id });
    return rows.length > 0;
  }

  async insertDiver(dive: string, customer: string, nitroxMix: string): Promise<string> {
    const [row] = await this.db
      .insert(t.divePlanDivers)
      .values({ dive, customer, nitroxMix })
      .returning({ id: t.divePlanDivers.id });
    return row!.id;
  }

  /** A diver of a plan (through its dive), with the names the history writes. */
  async diverOf(plan: string, diver: string) {
    const v = t.divePlanDivers;
    const [row] = await this.db
      .select({
        id: v.id,
        dive: v.dive,
        customer: v.customer,
        fullName: t.customers.fullName,
        time: t.divePlanDives.time,
        closedAt: t.divePlanDives.closedAt,
        backOnBoardAt: v.backOnBoardAt,
      })
      .from(v)
      .innerJoin(t.divePlanDives, eq(t.divePlanDives.id, v.dive))
      .innerJoin(t.customers, eq(t.customers.id, v.customer))
      .where(and(eq(v.id, diver), eq(t.divePlanDives.plan, plan)));
    return row;
  }

  async updateDiver(diver: string, values: Partial<typeof t.divePlanDivers.$inferInsert>): Promise<void> {
    await this.db.update(t.divePlanDivers).set(values).where(eq(t.divePlanDivers.id, diver));
  }

  async deleteDiver(diver: string): Promise<void> {
    await this.db.delete(t.divePlanDivers).where(eq(t.divePlanDivers.id, diver));
  }

  async addHistory(entry: typeof t.divePlanHistory.$inferInsert): Promise<void> {
    await this.db.insert(t.divePlanHistory).values(entry);
  }

  history(plan: string) {
    const h = t.divePlanHistory;
    return this.db
      .select({ id: h.id, at: h.at, actorName: h.actorName, action: h.action, details: h.details })
      .from(h)
      .where(eq(h.plan, plan))
      .orderBy(asc(h.at), asc(h.id));
  }

  /** The latest sent (or applied) guest form of each customer: what it says about diving. */
  async formFacts(customers: string[]): Promise<Map<string, FormFacts>> {
    if (!customers.length) return new Map();
    const f = t.guestForms;
    const rows = await this.db
      .selectDistinctOn([f.customer], {
        customer: f.customer,
        medicalAnswers: sql<Record<string, boolean | null> | null>`${f.data}->'medical'->'answers'`,
        physicianForm: sql<boolean>`coalesce(${f.data}->'files'->>'physicianForm', '') <> ''`,
        signed: sql<boolean>`coalesce((${f.data}->>'consent')::boolean, false) and coalesce(${f.data}->>'signature', '') <> ''`,
      })
      .from(f)
      .where(and(inArray(f.customer, customers), inArray(f.state, ['submitted', 'applied'])))
      .orderBy(f.customer, desc(sql`coalesce(${f.submittedAt}, ${f.updatedAt})`));
    return new Map(
      rows.map((r) => [
        r.customer!,
        {
          medicalAnswers: r.medicalAnswers,
          physicianForm: Boolean(r.physicianForm),
          signed: Boolean(r.signed),
        },
      ]),
    );
  }

  /**
   * How many dives each customer has logged with us before `before` (the plan's day), and the
   * last of them. Eligibility takes the larger of these and what the diver declared
   * (`customers.diver.dives`, `.lastDive`): a guest's first stay has no log yet.
   */
  async loggedDives(customers: string[], before: string): Promise<Map<string, LoggedDives>> {
    if (customers.length === 0) return new Map();
    const l = t.diveLogs;
    const rows = await this.db
      .select({
        customer: l.customer,
        dives: sql<number>`count(*)::int`,
        lastDive: sql<string | null>`max(${l.date})::text`,
      })
      .from(l)
      .where(and(inArray(l.customer, customers), sql`${l.date} < ${before}`))
      .groupBy(l.customer);
    return new Map(rows.map((row) => [row.customer, { dives: Number(row.dives), lastDive: row.lastDive }]));
  }

  /** The dives logged on the plan's day, by `customer/start`: a planned dive shows who is logged. */
  async loggedOnDay(customers: string[], date: string): Promise<Map<string, string>> {
    if (customers.length === 0) return new Map();
    const l = t.diveLogs;
    const rows = await this.db
      .select({ id: l.id, customer: l.customer, start: l.start })
      .from(l)
      .where(and(inArray(l.customer, customers), eq(l.date, date)));
    return new Map(rows.map((row) => [`${row.customer}/${row.start}`, row.id]));
  }

  /**
   * Guests in house on `date` at the resort or on board the vessel: a live booking's room holds
   * them that night (resort: their stay; vessel: the trip), not yet checked out.
   */
  inHouse(date: string, asset: PlanAsset): Promise<GuestRow[]> {
    const br = t.bookingRooms;
    return this.db
      .select({
        customer: t.bookingGuests.customer,
        fullName: t.customers.fullName,
        diver: t.customers.diver,
        roomName: t.rooms.name,
        checkIn: br.checkIn,
      })
      .from(t.bookingGuests)
      .innerJoin(br, eq(br.id, t.bookingGuests.roomBooking))
      .innerJoin(t.bookings, eq(t.bookings.id, t.bookingGuests.booking))
      .innerJoin(t.customers, eq(t.customers.id, t.bookingGuests.customer))
      .innerJoin(t.rooms, eq(t.rooms.id, br.room))
      .where(
        and(
          inArray(t.bookings.state, LIVE),
          // A booking's dates span its rooms' (booking-rooms.actions.ts `spanOf`), so a room in
          // house that night is on a booking whose dates hold it: said once more for the GiST index
          // `bookings_dates_idx`, the planner starts from the day's ~250 bookings instead of
          // scanning every booked room and guest of ten years (70 ms to 15 on the decade, issue 34).
          sql`daterange(${t.bookings.from}, ${t.bookings.to}) @> ${date}::date`,
          sql`${br.from} <= ${date}::date and ${br.to} > ${date}::date`,
          isNull(br.checkOut),
          asset.resort ? eq(t.rooms.resort, asset.resort) : eq(t.rooms.vessel, asset.vessel!),
        ),
      )
      .orderBy(asc(t.customers.sortName), asc(t.bookingGuests.customer));
  }

  /** Customers by name, for day guests (anyone may come for a day's diving). */
  findCustomers(search: string, limit = 20) {
    const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
    return this.db
      .select({ customer: t.customers.id, fullName: t.customers.fullName, diver: t.customers.diver })
      .from(t.customers)
      .where(ilike(t.customers.fullName, `%${escaped}%`))
      .orderBy(asc(t.customers.sortName))
      .limit(limit);
  }

  /** Guides and crew to pick: the active staff of this resort or vessel, and staff of no asset. */
  staff(asset: PlanAsset) {
    const e = t.employees;
    const here: SQL = asset.resort ? eq(e.resort, asset.resort) : eq(e.vessel, asset.vessel!);
    return this.db
      .select({ id: e.id, firstName: e.firstName, lastName: e.lastName, role: e.role })
      .from(e)
      .where(and(eq(e.isActive, true), or(here, and(isNull(e.resort), isNull(e.vessel)))))
      .orderBy(asc(e.lastName), asc(e.firstName));
  }

  async employeeNames(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: t.employees.id, firstName: t.employees.firstName, lastName: t.employees.lastName })
      .from(t.employees)
      .where(inArray(t.employees.id, ids));
    return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
  }

  /** Emergency contacts and sizes for the printed list come with `divers` (customer groups). */
  assetName = async (asset: PlanAsset): Promise<string> => {
    const table = asset.resort ? t.resorts : t.vessels;
    const [row] = await this.db
      .select({ name: table.name })
      .from(table)
      .where(eq(table.id, (asset.resort ?? asset.vessel)!));
    return row?.name ?? '';
  };
}
