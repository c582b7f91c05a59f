import { resourceDefinitions as d, inventoryDetailSchema } from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import type { StockService } from './stock.service.ts';

/**
 * Suppliers and stock locations are plain CRUD; inventories and the ledger are listed (paging,
 * search, filter, CSV) by the generic layer and written only by the stock's own calls.
 */
export function stockBindings(stock: StockService): ResourceBinding[] {
  return [
    { definition: d.supplier, table: t.suppliers },
    { definition: d.stocklocation, table: t.stockLocations },
    {
      definition: d.inventory,
      table: t.inventories,
      // One inventory answers with its lines, as the counting screen reads it.
      detail: async (wire, request) => stock.inventory(String(wire.id), request.principal),
      detailSchema: inventoryDetailSchema,
    },
    { definition: d.stockmovement, table: t.stockMovements, hidden: ['userId'] },
  ];
}
