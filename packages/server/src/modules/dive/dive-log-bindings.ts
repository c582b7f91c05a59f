import { diveLogResource } from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';

/** The dive log's list, CSV and single dive (paging, search, sort, filter) from the generic layer. */
export function diveLogBindings(): ResourceBinding[] {
  return [{ definition: diveLogResource, table: t.diveLogs, hidden: ['createdBy'] }];
}
