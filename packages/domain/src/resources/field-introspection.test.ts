import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countryResource } from '../geo/index.ts';
import { userResource } from '../users/index.ts';
import {
  describeField,
  describeResourceFields,
  findField,
  isFilterableField,
} from './field-introspection.ts';

describe('describeResourceFields', () => {
  const fields = describeResourceFields(userResource);
  const field = (path: string) => findField(fields, path)!;

  it('sees through the lower-casing transform of an email to the string a user types', () => {
    expect(field('email')).toMatchObject({ kind: 'string', format: 'email', required: true });
  });

  it('reads enum options and schema defaults', () => {
    expect(field('userType').kind).toBe('enum');
    expect(field('userType').options).toContain('admin');
    expect(field('userType').defaultValue).toBe('internal');
    expect(field('userType').required).toBe(false);
  });

  it('describes nested objects with dotted paths and keeps ui hints', () => {
    expect(field('settings').ui.widget).toBe('fields');
    expect(field('settings.defaultDashboardDays')).toMatchObject({ kind: 'number', defaultValue: 30 });
    expect(field('settings.language').options).toEqual(['de', 'en']);
    expect(field('permissions').fields?.[0]).toMatchObject({ path: 'permissions.scope', kind: 'array' });
  });

  it('marks write-only and nullable fields', () => {
    expect(field('password').ui.writeOnly).toBe(true);
    expect(field('password').optional).toBe(true);
    expect(field('agency').nullable).toBe(true);
    expect(field('roles').ui).toMatchObject({ widget: 'reference', ref: 'userrole' });
  });

  it('requires a field only when an empty value is rejected', () => {
    expect(field('name').required).toBe(true);
    expect(describeField('value', z.string().max(10)).required).toBe(false);
    expect(describeField('count', z.number()).required).toBe(true);
  });

  it('treats an optional transformed code as an optional string', () => {
    const country = findField(describeResourceFields(countryResource), 'callingCodes')!;
    expect(country.element?.kind).toBe('string');
  });

  it('offers booleans, enums and references as list filters but not free text', () => {
    expect(isFilterableField(field('userType'))).toBe(true);
    expect(isFilterableField(field('name'))).toBe(false);
    expect(isFilterableField(describeField('active', z.boolean()))).toBe(true);
  });
});
