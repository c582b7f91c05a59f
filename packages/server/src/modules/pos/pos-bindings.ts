import { resourceDefinitions as d, posReceiptSchema } from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
import { referenceConstraintMessages } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { PosService } from './pos.service.ts';

referenceConstraintMessages.set(
  'pos_tills_tse_pos_tses_id_fk',
  'Tills sign their receipts with this TSE: give them another one first, or switch it off',
);

/**
 * Tills are plain records; transactions are listed and read through the generic layer (written
 * only by the counter's calls): `GET /api/pos/{id}` answers the receipt with its lines and payments.
 */
export function posBindings(pos: PosService, box: SecretBox): ResourceBinding[] {
  return [
    { definition: d.postill, table: t.posTills },
    // The API secret is never answered (`hasApiSecret` says one is stored), kept when an update
    // leaves it empty, and sealed.
    { definition: d.tse, table: t.posTses, secrets: { columns: ['apiSecret'], box } },
    {
      definition: d.pos,
      table: t.posTransactions,
      hidden: ['signature', 'signatureError', 'user'],
      detail: async (wire) => pos.receipt(String(wire.id)),
      detailSchema: posReceiptSchema,
    },
    // The day's closings (Z reports): written only by `POST /api/pos/closing`, listed and read here.
    { definition: d['pos/closing'], table: t.posClosings, hidden: ['user'] },
  ];
}
