import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { airports, countries, currencies, resorts, translations, vessels } from '../../db/schema/index.ts';
import { readOncePerBatch } from '../../lib/read-batch.ts';

/** Read-only look-ups of reference data the whole app needs (bootstrap, pickers). */
export class ReferenceRepository {
  constructor(private readonly db: Db) {}

  countries() {
    return this.db
      .select({
        code: countries.code,
        name: countries.name,
        translations: countries.translations,
        callingCodes: countries.callingCodes,
        states: countries.states,
      })
      .from(countries)
      .orderBy(asc(countries.name));
  }

  currencies(onlyActive = true) {
    return readOncePerBatch(`currencies:${onlyActive}`, () => this.currencyRows(onlyActive));
  }

  private currencyRows(onlyActive: boolean) {
    return this.db
      .select({
        code: currencies.code,
        name: currencies.name,
        symbol: currencies.symbol,
        decimals: currencies.decimals,
        exchangeRate: currencies.exchangeRate,
        active: currencies.active,
      })
      .from(currencies)
      .where(onlyActive ? eq(currencies.active, true) : undefined)
      .orderBy(asc(currencies.code));
  }

  airports() {
    return this.db
      .select({ code: airports.code, name: airports.name, city: airports.city, country: airports.country })
      .from(airports)
      .orderBy(asc(airports.code));
  }

  async messages(lang: string): Promise<Record<string, string>> {
    const rows = await this.db
      .select({ key: translations.key, value: translations.value })
      .from(translations)
      .where(eq(translations.lang, lang));
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }

  /** Every active resort and vessel, for the asset pickers; callers filter by the user's scope. */
  async assets(): Promise<{ id: string; name: string; type: 'resort' | 'vessel' }[]> {
    const [resortRows, vesselRows] = await Promise.all([
      this.db.select({ id: resorts.id, name: resorts.name }).from(resorts).where(eq(resorts.isActive, true)),
      this.db.select({ id: vessels.id, name: vessels.name }).from(vessels).where(eq(vessels.isActive, true)),
    ]);
    return [
      ...resortRows.map((r) => ({ ...r, type: 'resort' as const })),
      ...vesselRows.map((v) => ({ ...v, type: 'vessel' as const })),
    ].sort((a, b) => a.name.localeCompare(b.name));
  }

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }
}
