import { describe, expect, it } from 'vitest';
import { customerDataGroupResource } from '../customers/index.ts';
import { MESSAGE_CODES } from '../validation/message-codes.ts';
import { guestFormApplySchema, guestFormDataSchema } from './guest-form.ts';
import {
  appliedData,
  askedData,
  askedFields,
  GUEST_DATA_MESSAGES,
  guestDataDifferences,
  guestDataGroups,
  guestDataProblems,
} from './guest-form-data.ts';

const health = customerDataGroupResource.schema.parse({
  name: 'Health and diet',
  fields: [
    { key: 'diet', label: 'Diet', type: 'choice', choices: ['vegan', 'vegetarian'], onGuestForm: true },
    { key: 'allergies', label: 'Allergies', type: 'text', personal: true },
    { key: 'lastMedical', label: 'Last dive medical', type: 'date', onGuestForm: true },
    { key: 'dives.total', label: 'Dives', type: 'number', onGuestForm: true },
    { key: 'nitrox', label: 'Nitrox', type: 'yesNo', onGuestForm: true },
  ],
});
const marketing = customerDataGroupResource.schema.parse({
  name: 'Marketing',
  fields: [{ key: 'heardOf', label: 'Heard of us', type: 'text' }],
});
const groups = guestDataGroups([
  { id: 'g1', ...health },
  { id: 'g2', ...marketing },
]);
const asked = askedFields(groups);

describe('customer data on the guest form', () => {
  it('asks only the fields marked for the guest form, a field unmarked by default', () => {
    expect(
      customerDataGroupResource.schema.parse({ name: 'x', fields: [{ key: 'a', label: 'A' }] }).fields[0],
    ).toMatchObject({ onGuestForm: false });
    expect(groups).toEqual([
      {
        id: 'g1',
        name: 'Health and diet',
        fields: [
          { key: 'diet', label: 'Diet', type: 'choice', choices: ['vegan', 'vegetarian'] },
          { key: 'lastMedical', label: 'Last dive medical', type: 'date', choices: [] },
          { key: 'dives.total', label: 'Dives', type: 'number', choices: [] },
          { key: 'nitrox', label: 'Nitrox', type: 'yesNo', choices: [] },
        ],
      },
    ]);
  });

  it('keeps the answers by key, none by default', () => {
    expect(guestFormDataSchema.parse({}).data).toEqual({});
    expect(guestFormDataSchema.safeParse({ data: { 'not a key!': 'x' } }).success).toBe(false);
    expect(guestFormDataSchema.safeParse({ data: { diet: { nested: true } } }).success).toBe(false);
  });

  it("refuses a key not asked and a value not fitting its field's type, by the customer data's rules", () => {
    expect(
      guestDataProblems(asked, {
        diet: 'carnivore',
        lastMedical: '12.03.2025',
        'dives.total': '120',
        nitrox: 'yes',
        allergies: 'nuts',
      }),
    ).toEqual([
      { path: 'data.diet', message: 'Choose one of the offered values' },
      { path: 'data.lastMedical', message: 'Use a date as YYYY-MM-DD' },
      { path: 'data.dives.total', message: 'Enter a number' },
      { path: 'data.nitrox', message: 'Answer yes or no' },
      { path: 'data.allergies', message: GUEST_DATA_MESSAGES.notAsked },
    ]);
    expect(
      guestDataProblems(asked, {
        diet: 'vegan',
        lastMedical: '2025-03-12',
        'dives.total': 120,
        nitrox: false,
      }),
    ).toEqual([]);
    expect(guestDataProblems(asked, { diet: null })).toEqual([]);
    expect(MESSAGE_CODES[GUEST_DATA_MESSAGES.notAsked]).toBe('guestDataNotAsked');
  });

  it("prefills what the customer's data knows, keeps the guest's answers and drops keys no longer asked", () => {
    const form = guestFormDataSchema.parse({
      data: { diet: 'vegetarian', nitrox: null, heardOf: 'friends' },
    });
    const shown = askedData(form, asked, {
      diet: 'vegan',
      nitrox: true,
      lastMedical: '2025-01-02',
      camera: 'TG-7',
    });
    expect(shown.data).toEqual({ diet: 'vegetarian', nitrox: null, lastMedical: '2025-01-02' });
    expect(askedData(form, asked, undefined).data).toEqual({ diet: 'vegetarian', nitrox: null });
  });

  it('lists what differs from the customer data and takes over only the chosen, asked keys', () => {
    const form = guestFormDataSchema.parse({
      data: { diet: 'vegan', lastMedical: '', 'dives.total': 120, nitrox: false, allergies: 'nuts' },
    });
    const meta = { diet: 'vegetarian', 'dives.total': 120 };
    expect(guestDataDifferences(form, meta, asked)).toEqual([
      { field: 'data.diet', group: 'data', label: 'Diet', current: 'vegetarian', proposed: 'vegan' },
      { field: 'data.nitrox', group: 'data', label: 'Nitrox', current: null, proposed: false },
    ]);
    expect(appliedData(form, meta, asked, ['data'])).toEqual({ diet: 'vegan', nitrox: false });
    expect(appliedData(form, meta, asked, ['data.nitrox', 'passport'])).toEqual({ nitrox: false });
    expect(appliedData(form, meta, asked, ['masterData'])).toEqual({});
    // An answer that no longer fits (the operator changed the field's type) is not taken over.
    const changed = asked.map((f) => (f.key === 'diet' ? { ...f, choices: ['halal'] } : f));
    expect(appliedData(form, meta, changed, ['data'])).toEqual({ nitrox: false });
  });

  it('lets the operator name a data field with digits, dots and underscores', () => {
    expect(
      guestFormApplySchema.safeParse({ fields: ['data.dives.total', 'data.diet_2', 'data'] }).success,
    ).toBe(true);
    expect(guestFormApplySchema.safeParse({ fields: ['data.no spaces'] }).success).toBe(false);
  });
});
