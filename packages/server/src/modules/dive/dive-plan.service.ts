import {
  canSeeAsset,
  DEFAULT_DIVE_MINUTES,
  DEFAULT_DIVE_TIMES,
  DEFAULT_NITROX_MIX,
  DEFAULT_DIVES_PER_DAY,
  type DivePlan,
  type DivePlanDayAnswer,
  type DivePlanGuest,
  type DivePlanHistoryEntry,
  diveLevelOf,
  type DiveLogEntry,
  type DiveLogRecord,
  divePlanLogBlocker,
  divePlanLogEntries,
  divePlanDiveInputSchema,
  missingDivers,
  type Principal,
} from '@seaberth/domain';
import type { z } from 'zod';
import type { Actor } from '../../http/actor.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { DivePlanRepository, type PlanAsset, type PlanRow } from './dive-plan.repository.ts';
import { buildDivePlan, certificationOf, iso } from './dive-plan-build.ts';

type DivePatch = Partial<z.output<typeof divePlanDiveInputSchema>>;
type Tx = DivePlanRepository;

const refuseField = (path: string, message: string) =>
  validationError([{ path, message }], `${path}: ${message}`);

/**
 * Dive plans (issue 34): a day's dives of one resort or vessel and the divers on each. Every change
 * runs in one transaction that claims the plan first (its version counts up), so two planners
 * filling the same boat take turns and a boat never takes more divers than its seats. What needs a
 * reason (an override, a dive closed with a diver missing) is written to the plan's history.
 */
export class DivePlanService {
  readonly repository: DivePlanRepository;

  constructor(private readonly services: Services) {
    this.repository = new DivePlanRepository(services.database.db);
  }

  /** The plan's resort or vessel, if the principal may see it; else the plan is not found. */
  private visible(asset: PlanAsset, principal: Principal): boolean {
    return asset.resort
      ? canSeeAsset(principal, 'resort', asset.resort)
      : canSeeAsset(principal, 'vessel', asset.vessel!);
  }

  private assetOf(day: { resort?: string; vessel?: string }, principal: Principal): PlanAsset {
    const asset = { resort: day.resort ?? null, vessel: day.vessel ?? null };
    if (!this.visible(asset, principal)) throw notFound(asset.resort ? 'Resort' : 'Vessel');
    return asset;
  }

  private async visiblePlan(id: string, principal: Principal, tx: Tx = this.repository): Promise<PlanRow> {
    const plan = await tx.plan(id);
    if (!plan || !this.visible(plan, principal)) throw notFound('Dive plan');
    return plan;
  }

  async divesPerDay(): Promise<number> {
    const value = Number((await this.services.settings.group('dive')).divesPerDay);
    return Number.isInteger(value) && value >= 0
      ? Math.min(value, DEFAULT_DIVE_TIMES.length)
      : DEFAULT_DIVES_PER_DAY;
  }

  /** `GET /api/diveplan/day`: the day's plan, or none yet with the dives a new one proposes. */
  async day(
    query: { date: string; resort?: string; vessel?: string },
    principal: Principal,
  ): Promise<DivePlanDayAnswer> {
    const asset = this.assetOf(query, principal);
    const plan = await this.repository.planOfDay(query.date, asset);
    return {
      plan: plan ? await buildDivePlan(this.repository, this.services, plan) : null,
      divesPerDay: await this.divesPerDay(),
    };
  }

  async get(id: string, principal: Principal): Promise<DivePlan> {
    return buildDivePlan(this.repository, this.services, await this.visiblePlan(id, principal));
  }

  /** A new plan for a day proposes the planning default's dives (SPEC §9: 3 a day), at the usual times. */
  async create(day: { date: string; resort?: string; vessel?: string }, actor: Actor): Promise<DivePlan> {
    const asset = this.assetOf(day, actor.principal);
    const count = await this.divesPerDay();
    const id = await this.repository.transaction(async (tx) => {
      const plan = await tx.insertPlan(day.date, asset);
      for (const [sort, time] of DEFAULT_DIVE_TIMES.slice(0, count).entries())
        await tx.insertDive({ plan, sort, time, minutes: DEFAULT_DIVE_MINUTES });
      await this.record(tx, plan, actor, 'created', { date: day.date, dives: count });
      return plan;
    });
    return this.get(id, actor.principal);
  }

  async remove(id: string, actor: Actor): Promise<void> {
    await this.visiblePlan(id, actor.principal);
    await this.repository.deletePlan(id);
  }

  async history(id: string, principal: Principal): Promise<DivePlanHistoryEntry[]> {
    await this.visiblePlan(id, principal);
    const rows = await this.repository.history(id);
    return rows.map((r) => ({ ...r, at: iso(r.at)! }));
  }

  /** One change to a plan: claimed, done and recorded in one transaction; answers the plan as it now is. */
  private async change(
    id: string,
    actor: Actor,
    work: (tx: Tx, plan: PlanRow) => Promise<void>,
  ): Promise<DivePlan> {
    await this.repository.transaction(async (tx) => {
      await this.visiblePlan(id, actor.principal, tx);
      const plan = await tx.claim(id);
      if (!plan) throw notFound('Dive plan');
      await work(tx, plan);
    });
    return this.get(id, actor.principal);
  }

  private record(
    tx: Tx,
    plan: string,
    actor: Actor,
    action: string,
    details: Record<string, string | number | null>,
  ): Promise<void> {
    return tx.addHistory({ plan, actor: actor.userId ?? null, actorName: actor.name ?? '', action, details });
  }

  /** The references of a dive exist and belong to the plan's resort or vessel (sites may be shared). */
  private async checkReferences(tx: Tx, plan: PlanRow, input: DivePatch): Promise<void> {
    if (input.site) {
      const site = await tx.site(input.site);
      if (!site) throw refuseField('site', 'No such dive site');
      if ((site.resort || site.vessel) && site.resort !== plan.resort && site.vessel !== plan.vessel)
        throw refuseField('site', 'This dive site belongs to another resort or vessel');
    }
    if (input.type && !(await tx.typeExists(input.type))) throw refuseField('type', 'No such dive type');
    if (input.boat) {
      const boat = await tx.boat(input.boat);
      if (!boat) throw refuseField('boat', 'No such dive boat');
      if (boat.resort !== plan.resort || boat.vessel !== plan.vessel)
        throw refuseField('boat', 'This boat belongs to another resort or vessel');
    }
    const staff = [...(input.guide ? [input.guide] : []), ...(input.crew ?? [])];
    const found = await tx.employeesFound(staff);
    const unknown = staff.findIndex((e) => !found.has(e));
    if (unknown === 0 && input.guide) throw refuseField('guide', 'No such employee');
    if (unknown >= 0) throw refuseField('crew', 'No such employee');
  }

  /** A boat never takes more divers than its seats (issue 34): checked with the dive locked. */
  private async checkSeats(tx: Tx, boatId: string | null, divers: number): Promise<void> {
    if (!boatId) return;
    const boat = await tx.boat(boatId);
    if (boat && divers > boat.seats)
      throw refusal(
        'DIVE_BOAT_FULL',
        `${boat.name} has ${boat.seats} seats; ${divers} divers do not fit. Put the diver on another dive or boat.`,
        { params: { boat: boat.name, seats: boat.seats, divers } },
      );
  }

  private async openDive(tx: Tx, plan: string, dive: string) {
    const row = await tx.lockDive(plan, dive);
    if (!row) throw notFound('Dive');
    if (row.closedAt) throw refusal('DIVE_CLOSED', 'This dive is closed; nothing on it changes any more');
    return row;
  }

  async addDive(
    id: string,
    input: z.output<typeof divePlanDiveInputSchema>,
    actor: Actor,
  ): Promise<DivePlan> {
    return this.change(id, actor, async (tx, plan) => {
      await this.checkReferences(tx, plan, input);
      const sort = (await tx.maxSort(id)) + 1;
      await tx.insertDive({ plan: id, sort, ...input });
      await this.record(tx, id, actor, 'diveAdded', { time: input.time });
    });
  }

  async updateDive(id: string, dive: string, patch: DivePatch, actor: Actor): Promise<DivePlan> {
    return this.change(id, actor, async (tx, plan) => {
      const row = await this.openDive(tx, id, dive);
      await this.checkReferences(tx, plan, patch);
      // A smaller boat must still seat everyone already on the dive.
      if (patch.boat !== undefined && patch.boat !== row.boat)
        await this.checkSeats(tx, patch.boat, await tx.diversOn(dive));
      await tx.updateDive(id, dive, patch);
      await this.record(tx, id, actor, 'diveChanged', { fields: Object.keys(patch).join(', ') });
    });
  }

  async removeDive(id: string, dive: string, actor: Actor): Promise<DivePlan> {
    return this.change(id, actor, async (tx) => {
      await this.openDive(tx, id, dive);
      await tx.deleteDive(id, dive);
      await this.record(tx, id, actor, 'diveRemoved', {});
    });
  }

  async addDiver(
    id: string,
    dive: string,
    input: { customer: string; nitroxMix: string },
    actor: Actor,
  ): Promise<DivePlan> {
    return this.change(id, actor, async (tx) => {
      const row = await this.openDive(tx, id, dive);
      if (!(await tx.customerExists(input.customer))) throw refuseField('customer', 'No such customer');
      await this.checkSeats(tx, row.boat, (await tx.diversOn(dive)) + 1);
      // A nitrox dive's diver breathes the usual mix unless the planner names another.
      const nitrox = row.type && (await tx.typeKind(row.type)) === 'nitrox';
      const added = await tx.insertDiver(
        dive,
        input.customer,
        input.nitroxMix || (nitrox ? DEFAULT_NITROX_MIX : ''),
      );
      const named = await tx.diverOf(id, added);
      await this.record(tx, id, actor, 'diverAdded', {
        diver: named?.fullName ?? '',
        time: named?.time ?? '',
      });
    });
  }

  async moveDiver(id: string, diver: string, target: string, actor: Actor): Promise<DivePlan> {
    return this.change(id, actor, async (tx) => {
      const row = await tx.diverOf(id, diver);
      if (!row) throw notFound('Diver');
      if (row.dive === target) return;
      await this.openDive(tx, id, row.dive);
      const to = await this.openDive(tx, id, target);
      await this.checkSeats(tx, to.boat, (await tx.diversOn(target)) + 1);
      // A moved diver starts the new dive's head count afresh; an override was for the old dive.
      await tx.updateDiver(diver, {
        dive: target,
        backOnBoardAt: null,
        backBy: '',
        overrideReason: null,
        overrideBy: '',
        overrideAt: null,
      });
      await this.record(tx, id, actor, 'diverMoved', { diver: row.fullName, from: row.time });
    });
  }

  async removeDiver(id: string, diver: string, actor: Actor): Promise<DivePlan> {
    return this.change(id, actor, async (tx) => {
      const row = await tx.diverOf(id, diver);
      if (!row) throw notFound('Diver');
      await this.openDive(tx, id, row.dive);
      await tx.deleteDiver(diver);
      await this.record(tx, id, actor, 'diverRemoved', { diver: row.fullName, time: row.time });
    });
  }

  /** The diver's breathing gas for this dive (the planner's; the log and the print take it). */
  async setMix(id: string, diver: string, nitroxMix: string, actor: Actor): Promise<DivePlan> {
    return this.change(id, actor, async (tx) => {
      const row = await tx.diverOf(id, diver);
      if (!row) throw notFound('Diver');
      await this.openDive(tx, id, row.dive);
      await tx.updateDiver(diver, { nitroxMix });
      await this.record(tx, id, actor, 'mixChanged', { diver: row.fullName, time: row.time, mix: nitroxMix });
    });
  }

  /** A block lifted by someone allowed to change plans, with the reason in the plan's history. */
  async override(id: string, diver: string, reason: string, actor: Actor): Promise<DivePlan> {
    const plan = await this.get(id, actor.principal);
    const current = plan.dives.flatMap((d) => d.divers).find((d) => d.id === diver);
    if (!current) throw notFound('Diver');
    const blocks = current.findings.filter((f) => f.severity === 'block').map((f) => f.reason);
    if (!blocks.length) throw refuseField('reason', 'Nothing blocks this diver');
    return this.change(id, actor, async (tx) => {
      const row = await tx.diverOf(id, diver);
      if (!row) throw notFound('Diver');
      await tx.updateDiver(diver, {
        overrideReason: reason,
        overrideBy: actor.name ?? '',
        overrideAt: this.services.clock.now(),
      });
      await this.record(tx, id, actor, 'override', {
        diver: row.fullName,
        time: row.time,
        blocks: blocks.join(', '),
        reason,
      });
    });
  }

  /** The head count: the crew ticks a diver back on board (or takes the tick back). */
  async back(id: string, diver: string, back: boolean, actor: Actor): Promise<DivePlan> {
    return this.change(id, actor, async (tx) => {
      const row = await tx.diverOf(id, diver);
      if (!row) throw notFound('Diver');
      await this.openDive(tx, id, row.dive);
      await tx.updateDiver(
        diver,
        back
          ? { backOnBoardAt: this.services.clock.now(), backBy: actor.name ?? '' }
          : { backOnBoardAt: null, backBy: '' },
      );
    });
  }

  /**
   * A dive is closed when every diver is back on board; with a diver missing only with the named
   * reason (went ashore, picked up by another boat), which the history keeps with the names.
   */
  async close(id: string, dive: string, reason: string, actor: Actor): Promise<DivePlan> {
    return this.change(id, actor, async (tx) => {
      const row = await this.openDive(tx, id, dive);
      const [full] = (await tx.dives(id)).filter((d) => d.id === row.id);
      const divers = await tx.divers([dive]);
      const missing = missingDivers(divers);
      if (missing.length && !reason)
        throw refusal(
          'DIVERS_NOT_BACK',
          `${missing.length} diver(s) not back on board: ${missing.map((d) => d.fullName).join(', ')}. Tick them back, or name the reason to close the dive anyway.`,
          { params: { count: missing.length, names: missing.map((d) => d.fullName).join(', ') } },
        );
      await tx.updateDive(id, dive, {
        closedAt: this.services.clock.now(),
        closedBy: actor.name ?? '',
        closeReason: reason,
      });
      await this.record(tx, id, actor, 'closed', {
        time: full?.time ?? '',
        missing: missing.map((d) => d.fullName).join(', ') || null,
        reason: reason || null,
      });
    });
  }

  /** Who the planner may put on a dive: the guests in house that day, and day guests found by name. */
  async guests(
    query: { date: string; resort?: string; vessel?: string; search?: string },
    principal: Principal,
  ): Promise<DivePlanGuest[]> {
    const asset = this.assetOf(query, principal);
    const search = query.search?.trim() ?? '';
    const [inHouse, found] = await Promise.all([
      this.repository.inHouse(query.date, asset),
      search.length >= 2 ? this.repository.findCustomers(search) : [],
    ]);
    const guests = new Map<string, DivePlanGuest>();
    const add = (
      row: {
        customer: string;
        fullName: string;
        diver: { certificationAgency?: string; certificationLevel?: string };
      },
      stay: Pick<DivePlanGuest, 'source' | 'room' | 'checkedIn'>,
    ) => {
      if (guests.has(row.customer)) return;
      const certification = certificationOf(row.diver);
      guests.set(row.customer, {
        customer: row.customer,
        fullName: row.fullName,
        certification,
        level: diveLevelOf(certification),
        ...stay,
      });
    };
    for (const row of inHouse)
      add(row, { source: 'inHouse', room: row.roomName, checkedIn: row.checkIn !== null });
    for (const row of found) add(row, { source: 'dayGuest', room: '', checkedIn: false });
    return [...guests.values()];
  }

  async staff(query: { resort?: string; vessel?: string }, principal: Principal) {
    const asset = this.assetOf(query, principal);
    const rows = await this.repository.staff(asset);
    return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), role: r.role }));
  }

  /**
   * "Log this dive": every diver of a planned dive not logged yet gets a dive-log entry (and its
   * charge) through `logDives`, in one call; the plan's history says who logged how many. A second
   * call logs no one twice (the log's unique customer/day/start answers 409 when two race).
   */
  async logDive(
    id: string,
    diveId: string,
    actor: Actor,
    logDives: (entries: DiveLogEntry[], actor: Actor) => Promise<DiveLogRecord[]>,
  ): Promise<DiveLogRecord[]> {
    const plan = await this.get(id, actor.principal);
    const dive = plan.dives.find((d) => d.id === diveId);
    if (!dive) throw notFound('Dive');
    if (divePlanLogBlocker(dive) === 'noType')
      throw refuseField('type', 'Set the dive type before logging the dive: it names what is charged');
    const entries = divePlanLogEntries(plan, dive);
    if (entries.length === 0) return [];
    const logged = await logDives(entries, actor);
    await this.record(this.repository, id, actor, 'logged', { time: dive.time, divers: logged.length });
    return logged;
  }

  /** The divers of a plan with what the printed list needs besides the plan (sizes, emergency contacts). */
  async printRows(plan: DivePlan) {
    const rows = await this.repository.divers(plan.dives.map((d) => d.id));
    return new Map(rows.map((r) => [r.id, r]));
  }

  assetName(asset: PlanAsset): Promise<string> {
    return this.repository.assetName(asset);
  }
}
