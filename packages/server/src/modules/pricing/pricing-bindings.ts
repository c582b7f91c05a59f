import { randomUUID } from 'node:crypto';
import { resourceDefinitions as d, type PriceEntry } from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
import type { Row } from '../../db/resource-repository.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';

/**
 * Every entry of a price list carries an id (`GET /api/price/entry/{id}`). An update keeps the ids
 * the stored list already had; anything else (a new row, a create, a copy) gets a fresh one, so no
 * two lists ever share an entry id.
 */
export function withEntryIds(input: Row, existing?: Row): Row {
  const known = new Set(((existing?.entries as PriceEntry[] | undefined) ?? []).flatMap((e) => e.id ?? []));
  const seen = new Set<string>();
  const entries = ((input.entries as PriceEntry[] | undefined) ?? []).map((entry) => {
    const keep = entry.id && known.has(entry.id) && !seen.has(entry.id);
    const id = keep ? entry.id! : randomUUID();
    seen.add(id);
    return { ...entry, id };
  });
  return { ...input, entries };
}

/** Price lists, variants, supplements, specials and their groups, terms and commissions. */
export function pricingBindings(): ResourceBinding[] {
  return [
    {
      definition: d.price,
      table: t.priceLists,
      toRow: (input, _request, existing) => withEntryIds(input, existing),
    },
    { definition: d.pricevariant, table: t.priceVariants },
    { definition: d.supplements, table: t.supplements, etag: true },
    { definition: d.specials, table: t.specials },
    { definition: d.specialsgroup, table: t.specialsGroups },
    { definition: d.terms, table: t.terms },
    { definition: d.commission, table: t.commissions },
  ];
}
