import {
  resourceDefinitions as d,
  type TodoRuleAction,
  type TodoRuleCondition,
  todoRuleProblems,
} from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
import { validationError } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';

/** Staff, work logs and the small lists bookings are filed under: plain CRUD from definitions. */
export function staffAndSetupBindings(): ResourceBinding[] {
  return [
    { definition: d.employee, table: t.employees },
    { definition: d.worklog, table: t.worklogs },
    { definition: d.bookingsource, table: t.bookingSources },
    { definition: d.bookingcategory, table: t.bookingCategories },
    { definition: d.dayguest, table: t.dayGuests },
    { definition: d.dayevent, table: t.dayEvents },
    {
      definition: d.tododefinition,
      table: t.todoDefinitions,
      // A rule's parts must fit together: a mail needs its template, a notification its recipient.
      check: (input) => {
        const problems = todoRuleProblems(input as { condition: TodoRuleCondition; action: TodoRuleAction });
        if (problems.length) throw validationError(problems, problems.map((p) => p.message).join('; '));
      },
    },
  ];
}
