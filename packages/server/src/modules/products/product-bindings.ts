import { resourceDefinitions as d } from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';

/** Products and their categories: plain CRUD from the definitions (stock comes with its own issue). */
export function productBindings(): ResourceBinding[] {
  return [
    { definition: d.productcategory, table: t.productCategories },
    { definition: d.product, table: t.products },
  ];
}
