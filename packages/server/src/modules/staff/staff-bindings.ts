import { resourceDefinitions as d } from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
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
    { definition: d.tododefinition, table: t.todoDefinitions },
  ];
}
