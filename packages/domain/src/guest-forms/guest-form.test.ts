import { describe, expect, it } from 'vitest';
import { guestFormDataSchema, guestFormProblems, MEDICAL_QUESTIONS, medicalYes } from './guest-form.ts';
import {
  appliedToCustomer,
  fillMissing,
  guestFormDifferences,
  prefillFromCustomer,
} from './guest-form-diff.ts';

const allNo = Object.fromEntries(MEDICAL_QUESTIONS.map((q) => [q, false]));

describe('guest form data', () => {
  it('fills every group with its defaults from nothing', () => {
    const data = guestFormDataSchema.parse({});
    expect(data.masterData).toMatchObject({ firstName: '', gender: 'u', birthday: null });
    expect(data.diver).toMatchObject({ dives: null, nitrox: false });
    expect(data.gear.rental).toBe(false);
    expect(data.medical.answers).toEqual({});
    expect(data.signature).toBe('');
  });

  it('names what a sent form still lacks, the passport only for a trip', () => {
    const empty = guestFormDataSchema.parse({});
    const paths = guestFormProblems(empty, { isTrip: true }).map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'masterData.firstName',
        'passport.number',
        'medical.answers.q1',
        'consent',
        'signature',
      ]),
    );
    expect(guestFormProblems(empty, { isTrip: false }).map((p) => p.path)).not.toContain('passport.number');

    const complete = guestFormDataSchema.parse({
      masterData: { firstName: 'Anna', lastName: 'Berg', birthday: '1990-04-02' },
      contact: { email: 'anna@example.com' },
      passport: { number: 'C01X00T47', nationality: 'DE', expires: '2031-01-01' },
      medical: { answers: allNo },
      consent: true,
      signature: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(guestFormProblems(complete, { isTrip: true })).toEqual([]);
    const yes = { ...complete, medical: { answers: { ...allNo, q3: true } } };
    expect(medicalYes(yes)).toBe(true);
    expect(guestFormProblems(yes, { isTrip: true })).toEqual([
      {
        path: 'files.physicianForm',
        message: "A yes needs a physician's evaluation form",
        code: 'guestPhysician',
      },
    ]);
  });

  it('refuses a signature that is not a drawn picture', () => {
    expect(guestFormDataSchema.safeParse({ signature: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('guest form against the customer record', () => {
  const customer = {
    masterData: {
      title: '',
      firstName: 'Anna',
      middleName: '',
      lastName: 'Berg',
      gender: 'f' as const,
      birthday: null,
      permanentAge: null,
      nationality: 'DE',
    },
    contact: { email: 'anna@example.com', phone: '' },
    address: { street: '', zip: '', city: 'Kiel', state: '', country: 'DE' },
    passport: { nationality: 'DE', number: '', expires: null },
  };

  it('prefills what is known and names only what the guest changed or added', () => {
    const form = prefillFromCustomer(customer);
    expect(form.masterData.firstName).toBe('Anna');
    expect(guestFormDifferences(form, customer)).toEqual([]);
    form.passport.number = 'C01X00T47';
    form.address.city = '';
    form.masterData.birthday = '1990-04-02';
    form.diver.dives = 120;
    expect(guestFormDifferences(form, customer)).toEqual([
      { field: 'masterData.birthday', group: 'masterData', current: null, proposed: '1990-04-02' },
      { field: 'passport.number', group: 'passport', current: '', proposed: 'C01X00T47' },
      { field: 'diver.dives', group: 'diver', current: null, proposed: 120 },
    ]);
  });

  it('applies the chosen fields and groups, never erasing a known value', () => {
    const form = prefillFromCustomer(customer);
    form.passport.number = 'C01X00T47';
    form.passport.expires = '2031-01-01';
    form.address.city = '';
    form.diver.nitrox = true;
    const applied = appliedToCustomer(customer, form, ['passport.number', 'diver']);
    expect(applied.passport).toEqual({ nationality: 'DE', number: 'C01X00T47', expires: null });
    expect(applied.diver.nitrox).toBe(true);
    expect(applied.address.city).toBe('Kiel');
    expect(applied.masterData.permanentAge).toBeNull();
  });

  it('fills only the empty fields of a form from the record', () => {
    const form = guestFormDataSchema.parse({ masterData: { firstName: 'Annika' } });
    const filled = fillMissing(form, customer);
    expect(filled.masterData).toMatchObject({ firstName: 'Annika', lastName: 'Berg', nationality: 'DE' });
    expect(filled.address.city).toBe('Kiel');
  });
});
