import { type Widget, WIDGET_ONLINE_PAYMENTS, type WidgetOnlinePayment } from '@seaberth/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/resource-repository.ts';
import { widgets } from '../../db/schema/index.ts';

/** Reads of booking widgets outside the generic resource calls. */
export class WidgetRepository {
  constructor(private readonly db: Db) {}

  /** A widget by id, active or not; undefined for an unknown or malformed id. */
  async get(id: string): Promise<Widget | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(widgets).where(eq(widgets.id, id));
    if (!row) return undefined;
    return {
      ...row,
      kind: row.kind === 'resort' ? 'resort' : 'trips',
      language: row.language === 'de' || row.language === 'en' ? row.language : null,
      onlinePayment: (WIDGET_ONLINE_PAYMENTS as readonly string[]).includes(row.onlinePayment)
        ? (row.onlinePayment as WidgetOnlinePayment)
        : 'asset',
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Every active widget's id and the websites that may embed it. */
  async activeOrigins(): Promise<{ id: string; allowedOrigins: string[] }[]> {
    return this.db
      .select({ id: widgets.id, allowedOrigins: widgets.allowedOrigins })
      .from(widgets)
      .where(eq(widgets.isActive, true));
  }
}
