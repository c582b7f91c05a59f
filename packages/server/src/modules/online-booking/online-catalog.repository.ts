import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  customers,
  mailTemplates,
  resorts,
  roomTypes,
  supplements,
  tours,
  vessels,
  widgets,
} from '../../db/schema/index.ts';

/** What the public booking pages read of the places: assets, add-ons, room types, names, settings. */
export class OnlineCatalogRepository {
  constructor(private readonly db: Db) {}

  activeVessels() {
    return this.db.select().from(vessels).where(eq(vessels.isActive, true)).orderBy(asc(vessels.name));
  }

  activeResorts() {
    return this.db.select().from(resorts).where(eq(resorts.isActive, true)).orderBy(asc(resorts.name));
  }

  /** The active add-ons of an asset for direct customers, by name. */
  directAddons(asset: { kind: 'vessel' | 'resort'; id: string }) {
    return this.db
      .select()
      .from(supplements)
      .where(
        and(
          asset.kind === 'vessel' ? eq(supplements.vessel, asset.id) : eq(supplements.resort, asset.id),
          eq(supplements.isActive, true),
          eq(supplements.customerType, 'Direct'),
        ),
      )
      .orderBy(asc(supplements.name));
  }

  async addonActive(id: string): Promise<{ isActive: boolean } | undefined> {
    const [row] = await this.db
      .select({ isActive: supplements.isActive })
      .from(supplements)
      .where(eq(supplements.id, id));
    return row;
  }

  /** The room types of a vessel or resort. */
  roomTypesOf(asset: string) {
    return this.db
      .select()
      .from(roomTypes)
      .where(or(eq(roomTypes.vessel, asset), eq(roomTypes.resort, asset)));
  }

  /** Room types' names and public names. */
  roomTypeNames(ids: string[]) {
    return this.db
      .select({ id: roomTypes.id, name: roomTypes.name, publicName: roomTypes.publicName })
      .from(roomTypes)
      .where(inArray(roomTypes.id, ids));
  }

  async vesselName(id: string): Promise<{ name: string } | undefined> {
    const [row] = await this.db.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, id));
    return row;
  }

  async resortName(id: string): Promise<{ name: string } | undefined> {
    const [row] = await this.db.select({ name: resorts.name }).from(resorts).where(eq(resorts.id, id));
    return row;
  }

  async tourName(id: string): Promise<{ name: string } | undefined> {
    const [row] = await this.db.select({ name: tours.name }).from(tours).where(eq(tours.id, id));
    return row;
  }

  /** How a vessel or resort takes online payments (its setting). */
  async assetOnlinePayment(
    kind: 'vessel' | 'resort',
    id: string,
  ): Promise<{ onlinePayment: string } | undefined> {
    const table = kind === 'vessel' ? vessels : resorts;
    const [asset] = await this.db
      .select({ onlinePayment: table.onlinePayment })
      .from(table)
      .where(eq(table.id, id));
    return asset;
  }

  /** How a widget takes online payments (its setting). */
  async widgetOnlinePayment(id: string): Promise<{ onlinePayment: string } | undefined> {
    const [widget] = await this.db
      .select({ onlinePayment: widgets.onlinePayment })
      .from(widgets)
      .where(eq(widgets.id, id));
    return widget;
  }

  async customerContact(id: string) {
    const [row] = await this.db
      .select({ contact: customers.contact })
      .from(customers)
      .where(eq(customers.id, id));
    return row;
  }

  /** The first active mail template (by name) that attaches the confirmation. */
  async confirmationTemplate(): Promise<string | undefined> {
    const [row] = await this.db
      .select({ id: mailTemplates.id })
      .from(mailTemplates)
      .where(
        and(eq(mailTemplates.isActive, true), sql`${mailTemplates.attachments} @> '["confirmation"]'::jsonb`),
      )
      .orderBy(asc(mailTemplates.name))
      .limit(1);
    return row?.id;
  }
}
