import {
  customerResource,
  describeField,
  describeResourceFields,
  roomResource,
  termsResource,
  textblockResource,
  userResource,
} from '@seaberth/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allFieldPaths, matchFieldPath } from './error-paths.ts';
import { formWidget, toFormValues, toSchemaInput } from './form-values.ts';
import { resourceKeys, toListQuery } from './use-resource.ts';

const userFields = describeResourceFields(userResource);
const find = (path: string) => userFields.find((field) => field.path === path)!;

describe('form values', () => {
  it('gives text inputs strings, typed references their object and write-only fields nothing when editing', () => {
    const values = toFormValues(
      userFields,
      { name: 'Ada', asset: { ref: 'r1', type: 'resort' }, password: 'x' },
      undefined,
      true,
    );
    expect(values.phone).toBe('');
    expect(values.password).toBe('');
    expect(values.asset).toEqual({ ref: 'r1', type: 'resort' });
    expect(values.permissions).toEqual({ scope: [] });
  });

  it('turns empty inputs back into what the schema expects', () => {
    const textblockFields = describeResourceFields(textblockResource);
    const { input } = toSchemaInput(textblockFields, { name: 'Welcome', group: '', lang: 'en', text: '' });
    // An emptied reference becomes "not given", so the schema's null default applies.
    expect(textblockResource.schema.parse(input)).toMatchObject({ group: null, text: '' });
  });

  it('reports JSON text that does not parse, for the last-resort widget', () => {
    const fields = [describeField('extra', z.record(z.string(), z.number()).optional())];
    expect(formWidget(fields[0]!)).toBe('json');
    const { jsonErrors } = toSchemaInput(fields, { extra: '{ a: ' });
    expect(jsonErrors).toEqual({ extra: true });
  });

  it('edits nested objects as sub-forms and lists of objects as rows', () => {
    expect(formWidget(find('settings'))).toBe('fields');
    expect(formWidget(find('asset'))).toBe('reference');
    expect(formWidget(find('userType'))).toBe('select');
    expect(formWidget(find('email'))).toBe('email');
    const terms = describeResourceFields(termsResource);
    expect(formWidget(terms.find((field) => field.name === 'cancellation')!)).toBe('rows');
    const room = describeResourceFields(roomResource).find((field) => field.name === 'configuration')!;
    expect(formWidget(room)).toBe('fields');
    // The beds need the bed types and their numbers: the definition names their own widget.
    expect(formWidget(room.fields!.find((field) => field.name === 'beds')!)).toBe('beds');
  });

  it('turns rows into sub-form values and back, numbers emptied to "not given"', () => {
    const terms = describeResourceFields(termsResource);
    const cancellation = terms.find((field) => field.name === 'cancellation')!;
    expect(cancellation.element?.fields?.map((field) => field.path)).toEqual([
      'cancellation.daysBefore',
      'cancellation.percent',
    ]);
    const values = toFormValues(terms, { cancellation: [{ daysBefore: 30, percent: 50 }] }, undefined, true);
    expect(values.cancellation).toEqual([{ daysBefore: 30, percent: 50 }]);
    const { input } = toSchemaInput(terms, {
      ...values,
      cancellation: [
        { daysBefore: 30, percent: 50 },
        { daysBefore: '', percent: 100 },
      ],
    });
    expect(input.cancellation).toEqual([
      { daysBefore: 30, percent: 50 },
      { daysBefore: undefined, percent: 100 },
    ]);
  });

  it('sends an optional group left wholly empty as not given', () => {
    const room = describeResourceFields(roomResource);
    const values = toFormValues(room, { plan: null }, undefined, true);
    expect(values.plan).toEqual({ x: '', y: '', w: '', h: '' });
    expect(toSchemaInput(room, values).input.plan).toBeUndefined();
    const placed = toSchemaInput(room, { ...values, plan: { x: 1, y: 2, w: 3, h: 4 } }).input;
    expect(placed.plan).toEqual({ x: 1, y: 2, w: 3, h: 4 });
  });

  it('matches server error paths to the nearest field', () => {
    const paths = allFieldPaths(userFields);
    expect(matchFieldPath('permissions.scope.2', paths)).toBe('permissions.scope');
    expect(matchFieldPath('body.email', paths)).toBe('email');
    expect(matchFieldPath('/settings/language', paths)).toBe('settings.language');
    expect(matchFieldPath('nonsense', paths)).toBeUndefined();
    // A row's field keeps its row, so the message lands under that row's input.
    const roomPaths = allFieldPaths(describeResourceFields(roomResource));
    expect(matchFieldPath('configuration.beds.2.type', roomPaths)).toBe('configuration.beds.2.type');
    expect(matchFieldPath('configuration.beds', roomPaths)).toBe('configuration.beds');
    expect(matchFieldPath('configuration.beds.x.type', roomPaths)).toBe('configuration.beds');
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
