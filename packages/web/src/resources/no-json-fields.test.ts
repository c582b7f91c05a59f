import * as domain from '@seaberth/domain';
import { describeResourceFields, type FieldDescriptor, type ResourceDefinition } from '@seaberth/domain';
import { describe, expect, it } from 'vitest';
import { formWidget } from './form-values.ts';

/** Every resource definition the domain exports: the generic screens can be handed any of them. */
const definitions = (Object.values(domain) as unknown[]).filter(
  (value): value is ResourceDefinition =>
    typeof value === 'object' &&
    value !== null &&
    'schema' in value &&
    'scope' in value &&
    'titleField' in value &&
    typeof (value as { name?: unknown }).name === 'string',
);

/** The paths of fields (however deep: groups, rows) whose form input would be JSON text. */
function jsonFields(fields: FieldDescriptor[]): string[] {
  return fields.flatMap((field) => {
    const widget = formWidget(field);
    if (widget === 'json') return [field.path];
    if (widget === 'fields') return jsonFields(field.fields ?? []);
    if (widget === 'rows') return jsonFields(field.element?.fields ?? []);
    return [];
  });
}

describe('typed forms (issue 32)', () => {
  it('finds the resource definitions', () => {
    // Guards the walk below against an export change that would leave it nothing to check.
    expect(definitions.length).toBeGreaterThan(40);
    expect(definitions.map((definition) => definition.name)).toEqual(
      expect.arrayContaining(['rooms', 'users', 'terms', 'price', 'settings', 'country']),
    );
  });

  it('shows no field of an editable resource as JSON text', () => {
    // Records the server writes itself (a queue, guests' answers) have no form to check.
    const offenders = definitions
      .filter((definition) => !definition.readOnly)
      .flatMap((definition) =>
        jsonFields(describeResourceFields(definition)).map((path) => `${definition.name}.${path}`),
      );
    expect(offenders).toEqual([]);
  });

  it('would catch a new JSON field', () => {
    const fields = describeResourceFields(domain.formResource);
    expect(jsonFields(fields)).toEqual(['answers']);
  });
});
