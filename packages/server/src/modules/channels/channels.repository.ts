import {
  type ChannelDrift,
  type ChannelMappings,
  type ChannelPush,
  type Principal,
  roomTypeResource,
} from '@seaberth/domain';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import { assetCondition } from '../../db/asset-condition.ts';
import type { Db } from '../../db/client.ts';
import {
  channelConnections,
  channelPushes,
  channelRatePlans,
  channelRoomTypes,
  priceLists,
  roomTypes,
} from '../../db/schema/index.ts';
import { readOncePerBatch } from '../../lib/read-batch.ts';

export type ConnectionRow = typeof channelConnections.$inferSelect;
export type PushRow = typeof channelPushes.$inferSelect;

/** A mapped room type with what availability needs of it: its name and its resort or vessel. */
export interface MappedRoomType {
  roomType: string;
  channelRoomType: string;
  name: string;
  asset: string;
}

export const toPush = (row: PushRow): ChannelPush => ({
  id: row.id,
  kind: row.kind as ChannelPush['kind'],
  roomTypes: row.roomTypes,
  from: row.from,
  to: row.to,
  values: row.values,
  state: row.state as ChannelPush['state'],
  answer: row.answer,
  attempts: row.attempts,
  at: row.at.toISOString(),
});

/** The channel manager's rows: the connection, the mappings and the log of pushes. */
export class ChannelsRepository {
  constructor(private readonly db: Db) {}

  async connection(provider: string): Promise<ConnectionRow | undefined> {
    const [row] = await readOncePerBatch(`channelConnection:${provider}`, () =>
      this.db.select().from(channelConnections).where(eq(channelConnections.provider, provider)),
    );
    return row;
  }

  /** Saves the connection; a sealed key of undefined keeps the stored one, null removes it. */
  async saveConnection(values: {
    provider: string;
    enabled: boolean;
    baseUrl: string;
    propertyId: string;
    sealedApiKey?: string | null;
    /** The webhook's secret, made once; undefined keeps the stored one. */
    webhookSecret?: string;
    /** A new address, property or key makes the last check meaningless. */
    resetCheck: boolean;
  }): Promise<void> {
    const { resetCheck, ...row } = values;
    const reset = resetCheck ? { lastCheckAt: null, lastCheckOk: null, lastCheckMessage: '' } : {};
    await this.db
      .insert(channelConnections)
      .values(row)
      .onConflictDoUpdate({
        target: channelConnections.provider,
        set: { ...row, ...reset, updatedAt: sql`now()` },
      });
  }

  async checked(provider: string, at: Date, ok: boolean, message: string): Promise<void> {
    await this.db
      .update(channelConnections)
      .set({ lastCheckAt: at, lastCheckOk: ok, lastCheckMessage: message.slice(0, 2000) })
      .where(eq(channelConnections.provider, provider));
  }

  async saveDrift(provider: string, drift: ChannelDrift): Promise<void> {
    await this.db.update(channelConnections).set({ drift }).where(eq(channelConnections.provider, provider));
  }

  /** Something changed that the channel must hear. */
  async markDirty(provider: string): Promise<void> {
    await this.db
      .update(channelConnections)
      .set({ pendingChanges: sql`${channelConnections.pendingChanges} + 1` })
      .where(eq(channelConnections.provider, provider));
  }

  /**
   * A push went out with the `seen` changes counted when it started: those are off the count;
   * answers whether none came meanwhile (else it must push again).
   */
  async pushed(provider: string, seen: number): Promise<boolean> {
    const [row] = await this.db
      .update(channelConnections)
      .set({ pendingChanges: sql`greatest(0, ${channelConnections.pendingChanges} - ${seen})` })
      .where(eq(channelConnections.provider, provider))
      .returning({ pending: channelConnections.pendingChanges });
    return (row?.pending ?? 0) === 0;
  }

  async mappings(): Promise<ChannelMappings> {
    const [rooms, rates] = await Promise.all([
      this.db
        .select({ roomType: channelRoomTypes.roomType, channelRoomType: channelRoomTypes.channelRoomType })
        .from(channelRoomTypes)
        .orderBy(asc(channelRoomTypes.channelRoomType)),
      this.db
        .select({
          priceList: channelRatePlans.priceList,
          roomType: channelRatePlans.roomType,
          channelRatePlan: channelRatePlans.channelRatePlan,
        })
        .from(channelRatePlans)
        .orderBy(asc(channelRatePlans.channelRatePlan)),
    ]);
    return { roomTypes: rooms, ratePlans: rates };
  }

  /** The mapping replaced as one: all of it or none. */
  async replaceMappings(mappings: ChannelMappings): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(channelRoomTypes);
      await tx.delete(channelRatePlans);
      if (mappings.roomTypes.length) await tx.insert(channelRoomTypes).values(mappings.roomTypes);
      if (mappings.ratePlans.length) await tx.insert(channelRatePlans).values(mappings.ratePlans);
    });
  }

  /**
   * The room types a user limited to some assets may see, or 'all': the mapping and the health
   * show such a user only their own assets' room types, and a mapping saved by them keeps the rest.
   */
  async visibleRoomTypes(principal: Principal): Promise<Set<string> | 'all'> {
    const visible = assetCondition(roomTypeResource, getTableColumns(roomTypes), principal);
    if (!visible) return 'all';
    const rows = await this.db.select({ id: roomTypes.id }).from(roomTypes).where(visible);
    return new Set(rows.map((r) => r.id));
  }

  /** Which of these ids are room types and price lists we have (a mapping names only ours). */
  async knownRoomTypes(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.db.select({ id: roomTypes.id }).from(roomTypes).where(inArray(roomTypes.id, ids));
    return new Set(rows.map((r) => r.id));
  }

  async mappedRoomTypes(): Promise<MappedRoomType[]> {
    const rows = await this.db
      .select({
        roomType: channelRoomTypes.roomType,
        channelRoomType: channelRoomTypes.channelRoomType,
        name: roomTypes.name,
        resort: roomTypes.resort,
        vessel: roomTypes.vessel,
      })
      .from(channelRoomTypes)
      .innerJoin(roomTypes, eq(roomTypes.id, channelRoomTypes.roomType))
      .orderBy(asc(roomTypes.name));
    return rows.flatMap(({ resort, vessel, ...row }) => {
      const asset = resort ?? vessel;
      return asset ? [{ ...row, asset }] : [];
    });
  }

  /** The mapped rate plans with what their price lists price: the restrictions push's source. */
  async mappedRatePlans() {
    return this.db
      .select({
        channelRatePlan: channelRatePlans.channelRatePlan,
        roomType: channelRatePlans.roomType,
        status: priceLists.status,
        valid: priceLists.valid,
        periods: priceLists.periods,
        entries: priceLists.entries,
      })
      .from(channelRatePlans)
      .innerJoin(priceLists, eq(priceLists.id, channelRatePlans.priceList))
      .orderBy(asc(channelRatePlans.channelRatePlan));
  }

  async recordPush(row: typeof channelPushes.$inferInsert): Promise<PushRow> {
    const [made] = await this.db.insert(channelPushes).values(row).returning();
    return made!;
  }

  /** Calls of `kind` made to the property since `since`: what the channel's limit counts. */
  async callsSince(
    propertyId: string,
    kind: string,
    since: Date,
  ): Promise<{ calls: number; oldest: Date | null }> {
    const [row] = await this.db
      .select({ calls: count(), oldest: sql<string | null>`min(${channelPushes.at})` })
      .from(channelPushes)
      .where(
        and(
          eq(channelPushes.propertyId, propertyId),
          eq(channelPushes.kind, kind),
          gte(channelPushes.at, since),
        ),
      );
    return { calls: row?.calls ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  /** The newest push carrying each room type, and the newest that went through. */
  async lastPushes(ids: string[]): Promise<Map<string, { last: PushRow; lastSuccess: Date | null }>> {
    const result = new Map<string, { last: PushRow; lastSuccess: Date | null }>();
    for (const id of ids) {
      const carrying = sql`${channelPushes.roomTypes} @> array[${id}::uuid]`;
      const [last] = await this.db
        .select()
        .from(channelPushes)
        .where(carrying)
        .orderBy(desc(channelPushes.at))
        .limit(1);
      if (!last) continue;
      const [success] = await this.db
        .select({ at: channelPushes.at })
        .from(channelPushes)
        .where(and(carrying, eq(channelPushes.state, 'ok')))
        .orderBy(desc(channelPushes.at))
        .limit(1);
      result.set(id, { last, lastSuccess: success?.at ?? null });
    }
    return result;
  }

  /** The latest pushes the channel refused or that wait for a retry, newest first. */
  failures(limit: number): Promise<PushRow[]> {
    return this.db
      .select()
      .from(channelPushes)
      .where(inArray(channelPushes.state, ['failed', 'retrying']))
      .orderBy(desc(channelPushes.at))
      .limit(limit);
  }
}
