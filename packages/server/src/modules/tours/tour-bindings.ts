import { resourceDefinitions as d } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { Row } from '../../db/resource-repository.ts';
import { AppError, refusal, validationError } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import { type ScheduleWithNames, ToursRepository } from './tours.repository.ts';

/** The 409 an operator reads when a vessel is already out on another trip. */
export function overlapError(clash: ScheduleWithNames, from: string, to: string): AppError {
  return refusal(
    'CONFLICT',
    `${clash.vesselName} is already on "${clash.tourName}" from ${clash.from} to ${clash.to}, which overlaps ${from} to ${to}; a vessel can sail only one schedule at a time (it may embark again on a disembarkation day)`,
  );
}

/**
 * Tours and schedules through the generic layer. A schedule write first looks for the trip it
 * would overlap, only to name it in the answer: the exclusion constraint `schedules_vessel_no_overlap`
 * still decides, so a concurrent writer that slips past this check gets the generic 409.
 */
export function tourBindings(db: Db): ResourceBinding[] {
  const repository = new ToursRepository(db);
  return [
    { definition: d.tour, table: t.tours },
    {
      definition: d.schedule,
      table: t.schedules,
      toRow: async (input: Row, _request, existing?: Row) => {
        const [vessel, from, to] = [input.vessel, input.from, input.to] as string[];
        // Unknown references would otherwise surface as a foreign-key error with a misleading text.
        const missing = [
          !(await repository.tour(input.tour as string)) && { path: 'tour', message: 'No such tour' },
          !(await repository.vesselName(vessel!)) && { path: 'vessel', message: 'No such vessel' },
        ].filter((f) => f !== false);
        if (missing.length) throw validationError(missing, missing.map((f) => f.message).join('; '));
        if (input.status !== 'cancelled') {
          const clash = await repository.clash(vessel!, from!, to!, existing?.id as string | undefined);
          if (clash) throw overlapError(clash, from!, to!);
        }
        return input;
      },
    },
  ];
}
