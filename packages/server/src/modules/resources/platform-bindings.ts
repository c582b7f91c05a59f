import {
  resourceDefinitions as d,
  hasAnyScope,
  isSecretSetting,
  SECRET_SETTINGS,
  settingValueProblem,
  queuedMailView,
} from '@seaberth/domain';
import { and, eq, ne, not, or } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import { forbidden, validationError } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import type { Services } from '../../services.ts';
import { hashPassword } from '../auth/index.ts';

/** The resources of the platform served by the generic layer: a definition and a table each. */
export function platformBindings(services: Services): ResourceBinding[] {
  return [
    {
      definition: d.users,
      table: t.users,
      hidden: ['passwordHash'],
      // Only an administrator may hand out administrator rights.
      check: (input, request) => {
        const grantsAdmin =
          input.userType === 'admin' || (input.permissions as { scope: string[] }).scope.includes('admin');
        if (grantsAdmin && !hasAnyScope(request.principal, ['admin'])) throw forbidden();
      },
      toRow: async ({ password, ...rest }) =>
        typeof password === 'string' && password
          ? { ...rest, passwordHash: await hashPassword(password) }
          : rest,
    },
    { definition: d.userrole, table: t.userRoles },
    { definition: d.currency, table: t.currencies },
    { definition: d.translation, table: t.translations },
    { definition: d.country, table: t.countries },
    { definition: d.destination, table: t.destinations },
    { definition: d.port, table: t.ports },
    { definition: d.airport, table: t.airports },
    { definition: d.airline, table: t.airlines },
    { definition: d.textblockgroup, table: t.textblockGroups },
    { definition: d.textblock, table: t.textblocks },
    {
      definition: d.settings,
      table: t.settings,
      // The `system` group holds server secrets (the token key), and a few settings hold a password:
      // never readable or writable by this API (the mail settings have their own, masking one).
      condition: () =>
        and(
          ne(t.settings.group, 'system'),
          not(
            or(...SECRET_SETTINGS.map((s) => and(eq(t.settings.group, s.group), eq(t.settings.key, s.key))))!,
          ),
        ),
      check: (input) => {
        if (isSecretSetting(String(input.group), String(input.key))) throw forbidden();
        // A defined setting keeps its definition's shape (a number in its bounds, a known option),
        // however it is written: the settings screen, or the key/value API directly.
        const group = String(input.group);
        const key = String(input.key);
        const problem = settingValueProblem(group, key, String(input.value));
        if (problem)
          throw validationError([{ path: 'value', message: problem }], `${group}.${key}: ${problem}`);
      },
      afterWrite: () => services.settings.invalidate(),
    },
    {
      definition: d.mailqueue,
      table: t.mailQueue,
      present: queuedMailView,
    },
  ];
}
