import { customerResource, describeResourceFields, textblockResource, userResource } from '@seaberth/domain';
import { describe, expect, it } from 'vitest';
import { allFieldPaths, formWidget, matchFieldPath, toFormValues, toSchemaInput } from './form-values.ts';
import { resourceKeys, toListQuery } from './use-resource.ts';

const userFields = describeResourceFields(userResource);
const find = (path: string) => userFields.find((field) => field.path === path)!;

describe('form values', () => {
  it('gives text inputs strings, JSON fields their text and write-only fields nothing when editing', () => {
    const values = toFormValues(
      userFields,
      { name: 'Ada', asset: { ref: 'r1', type: 'resort' }, password: 'x' },
      undefined,
      true,
    );
    expect(values.phone).toBe('');
    expect(values.password).toBe('');
    expect(JSON.parse(values.asset as string)).toEqual({ ref: 'r1', type: 'resort' });
    expect(values.permissions).toEqual({ scope: [] });
  });

  it('turns empty inputs back into what the schema expects', () => {
    const textblockFields = describeResourceFields(textblockResource);
    const { input } = toSchemaInput(textblockFields, { name: 'Welcome', group: '', lang: 'en', text: '' });
    // An emptied reference becomes "not given", so the schema's null default applies.
    expect(textblockResource.schema.parse(input)).toMatchObject({ group: null, text: '' });
  });

  it('reports JSON text that does not parse', () => {
    const { jsonErrors } = toSchemaInput(userFields, { asset: '{ ref: ' });
    expect(jsonErrors).toEqual({ asset: true });
  });

  it('edits a settings object as a sub-form only when asked to', () => {
    expect(formWidget(find('settings'))).toBe('json');
    expect(formWidget(find('settings'), { settings: { widget: 'fields' } })).toBe('fields');
    expect(formWidget(find('userType'))).toBe('select');
    expect(formWidget(find('email'))).toBe('email');
  });

  it('matches server error paths to the nearest field', () => {
    const paths = allFieldPaths(userFields);
    expect(matchFieldPath('permissions.scope.2', paths)).toBe('permissions.scope');
    expect(matchFieldPath('body.email', paths)).toBe('email');
    expect(matchFieldPath('/settings/language', paths)).toBe('settings.language');
    expect(matchFieldPath('nonsense', paths)).toBeUndefined();
  });
});

describe('list query', () => {
  it('sends sort with its order, and search and filter only when set', () => {
    expect(
      toListQuery({ page: 2, size: 10, sort: 'name', order: -1, search: '  ', filter: { lang: undefined } }),
    ).toEqual({
      page: 2,
      size: 10,
      sort: 'name',
      order: -1,
    });
    expect(
      toListQuery({ page: 0, size: 25, search: 'ber', filter: { group: 'mail', active: false } }),
    ).toEqual({
      page: 0,
      size: 25,
      search: 'ber',
      filter: '{"group":"mail","active":false}',
    });
  });

  it('keys lists under the resource so one invalidation reaches them all', () => {
    const keys = resourceKeys('country');
    expect(keys.list({ page: 0, size: 25 }).slice(0, 3)).toEqual(keys.lists());
    expect(keys.detail('c1').slice(0, 2)).toEqual(keys.all);
  });
});

describe('optional texts written as a union with the empty string', () => {
  const fields = describeResourceFields(customerResource);
  const group = (name: string) => fields.find((field) => field.path === name)!;

  it('edits them as text (an address as e-mail), and their groups field by field', () => {
    const master = group('masterData');
    const nationality = master.fields!.find((field) => field.name === 'nationality')!;
    const email = group('contact').fields!.find((field) => field.name === 'email')!;
    expect(formWidget(nationality)).toBe('text');
    expect(formWidget(email)).toBe('email');
    expect(['masterData', 'contact', 'address', 'passport'].map((name) => formWidget(group(name)))).toEqual([
      'fields',
      'fields',
      'fields',
      'fields',
    ]);
  });

  it('sends an empty one as the empty string the union allows', () => {
    const values = toFormValues(fields, undefined, undefined, false);
    expect((values.contact as Record<string, unknown>).email).toBe('');
    const { input } = toSchemaInput(fields, values);
    expect((input.contact as Record<string, unknown>).email).toBe('');
    expect(customerResource.schema.shape.contact.parse(input.contact)).toEqual({ email: '', phone: '' });
  });
});
