import { contestDerivedSchema, contestResource } from '@seaberth/domain';
import { referenceConstraintMessages } from '../../http/errors.ts';
import { wireInstant } from '../../http/record-schema.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import * as t from '../../db/schema/index.ts';
import type { Services } from '../../services.ts';
import { contestDerivedColumns } from './contests.repository.ts';
import { contestDrawn } from './contests.service.ts';

// A customer's entries name them (a draw's winners too): the delete says why it is refused.
referenceConstraintMessages.set(
  'contest_entries_customer_customers_id_fk',
  'This customer entered a contest; remove the entry before deleting the customer (or erase their data instead)',
);

/** What a drawn contest may not change any more: what the draw was made under. */
const DRAWN_FIELDS = ['from', 'to', 'winners'] as const;

/**
 * Contests through the generic layer. Each record carries its state on the operator's today, its
 * number of entries and when it was drawn, worked out by the database as it is read, so the list
 * sorts by them across pages (states in their course: draft, open, closed, drawn).
 */
export function contestBinding(services: Services): ResourceBinding {
  return {
    definition: contestResource,
    table: t.contests,
    derived: {
      schema: contestDerivedSchema.extend({ drawnAt: wireInstant.nullable() }),
      columns: async () => contestDerivedColumns(await services.calendar.today()),
    },
    // The draw was made under its period and number of winners: they stay; the texts may be mended.
    toRow: (input, _request, existing) => {
      if (existing?.drawnAt && DRAWN_FIELDS.some((field) => String(input[field]) !== String(existing[field])))
        throw contestDrawn(String(existing.name));
      return input;
    },
    // The draw log is kept for good: a drawn contest is not deleted.
    mayChange: (existing, request) => {
      if (request.method === 'DELETE' && existing.drawnAt) throw contestDrawn(String(existing.name));
    },
  };
}
