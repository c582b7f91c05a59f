import type { FieldDescriptor } from '@seaberth/domain';

/**
 * Every field path a form knows, deepest last, for matching server error paths. The fields of a
 * list's rows appear with `*` for the row (`configuration.beds.*.type`).
 */
export function allFieldPaths(fields: FieldDescriptor[]): string[] {
  return fields.flatMap((field) => [
    field.path,
    ...allFieldPaths(field.fields ?? []),
    ...allFieldPaths(field.element?.fields ?? []).map((path) => path.replace(field.path, `${field.path}.*`)),
  ]);
}

/**
 * The form field a server error path belongs to: the longest known path that is the error's path
 * or a prefix of it (`permissions.scope.3` → `permissions.scope`); a row's field keeps its row
 * (`configuration.beds.2.type`). A leading `body.` is tolerated.
 */
export function matchFieldPath(serverPath: string, knownPaths: string[]): string | undefined {
  const path = serverPath
    .replace(/^\/+/, '')
    .replace(/\//g, '.')
    .replace(/^body\./, '');
  const segments = path.split('.');
  let best: string[] | undefined;
  for (const known of knownPaths) {
    const pattern = known.split('.');
    if (pattern.length > segments.length) continue;
    const fits = pattern.every(
      (part, i) => part === segments[i] || (part === '*' && /^\d+$/.test(segments[i])),
    );
    if (fits && (!best || pattern.length > best.length)) best = pattern;
  }
  return best ? segments.slice(0, best.length).join('.') : undefined;
}
