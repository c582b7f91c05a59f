import { resourceDefinitions as d } from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';

/** The dive centre's master data: plain CRUD from the definitions (feature diveLog). */
export function diveBindings(): ResourceBinding[] {
  return [
    { definition: d.divesite, table: t.diveSites },
    { definition: d.divetype, table: t.diveTypes },
    { definition: d.diveboat, table: t.diveBoats },
  ];
}
