import { resourceDefinitions as d, posReceiptSchema } from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import type { PosService } from './pos.service.ts';

/**
 * Tills are plain records; transactions are listed and read through the generic layer (written
 * only by the counter's calls): `GET /api/pos/{id}` answers the receipt with its lines and payments.
 */
export function posBindings(pos: PosService): ResourceBinding[] {
  return [
    { definition: d.postill, table: t.posTills },
    {
      definition: d.pos,
      table: t.posTransactions,
      hidden: ['signature', 'user'],
      detail: async (wire) => pos.receipt(String(wire.id)),
      detailSchema: posReceiptSchema,
    },
    // The day's closings (Z reports): written only by `POST /api/pos/closing`, listed and read here.
    { definition: d['pos/closing'], table: t.posClosings, hidden: ['user'] },
  ];
}
