import { type DiveSiteChoice, diveSiteResource, type Principal } from '@seaberth/domain';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { assetCondition } from '../../db/asset-condition.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export class DiveRepository {
  constructor(private readonly db: Db) {}

  /** The active dive sites a user may pick: those of their resorts and vessels, and the shared ones. */
  async siteChoices(principal: Principal): Promise<DiveSiteChoice[]> {
    const s = t.diveSites;
    const rows = await this.db
      .select({
        id: s.id,
        name: s.name,
        area: s.area,
        level: s.level,
        minDives: s.minDives,
        depthMin: s.depthMin,
        depthMax: s.depthMax,
        position: s.position,
        resort: s.resort,
        vessel: s.vessel,
      })
      .from(s)
      .where(and(eq(s.isActive, true), assetCondition(diveSiteResource, getTableColumns(s), principal)))
      .orderBy(asc(s.area), asc(s.name));
    return rows.map((row) => ({ ...row, level: row.level as DiveSiteChoice['level'] }));
  }
}
