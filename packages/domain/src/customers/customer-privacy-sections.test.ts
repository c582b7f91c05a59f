import { describe, expect, it } from 'vitest';
import { flattenFields, keyLabel } from './customer-privacy-sections.ts';
import { erasedCustomer, erasedData, erasedName, scrubNames } from './customer-erasure.ts';

describe('the printed privacy export', () => {
  it('reads keys as words and lists only filled fields, a picture by name', () => {
    expect(keyLabel('certificationLevel')).toBe('Certification level');
    expect(keyLabel('crm.id')).toBe('Crm id');
    expect(
      flattenFields({
        masterData: { firstName: 'Ines', middleName: '', birthday: null },
        tags: ['a', 'b'],
        signature: 'data:image/png;base64,AAAA',
      }),
    ).toEqual([
      ['Master data · First name', 'Ines'],
      ['Tags', 'a, b'],
      ['Signature', '[picture]'],
    ]);
  });
});

describe('erasure', () => {
  const id = '3f2a9c10-0000-4000-8000-000000000000';

  it('names the erased customer by a short code of the id', () => {
    expect(erasedName(id)).toEqual({
      firstName: 'Anonymous',
      lastName: '#3F2A',
      fullName: 'Anonymous #3F2A',
    });
  });

  it('keeps the nationality and wipes the rest of the person', () => {
    const after = erasedCustomer(id, {
      masterData: {
        title: 'Dr',
        firstName: 'Ines',
        middleName: '',
        lastName: 'Berg',
        gender: 'f',
        birthday: '1988-04-02',
        permanentAge: null,
        nationality: 'SE',
      },
    });
    expect(after.masterData).toMatchObject({
      firstName: 'Anonymous',
      birthday: null,
      gender: 'u',
      nationality: 'SE',
    });
    expect(after.contact).toEqual({ email: '', phone: '' });
    expect(after.passport.number).toBe('');
  });

  it('keeps only the values of fields declared not personal', () => {
    const groups = [
      {
        id: 'g',
        version: 1,
        name: 'CRM',
        sort: 1,
        fields: [
          { key: 'crm.id', label: 'CRM', type: 'text' as const, personal: false, options: [] },
          { key: 'allergy', label: 'Allergy', type: 'text' as const, personal: true, options: [] },
        ],
      },
    ];
    expect(erasedData({ 'crm.id': 'HS-1', allergy: 'Nuts', free: 'x' }, groups as never)).toEqual({
      'crm.id': 'HS-1',
    });
  });

  it('rewrites the name wherever it is written, whatever the case, and leaves short fragments', () => {
    const value = { a: 'Moved Ines Berg to R2', b: ['ines berg', 'Otto Berg'], c: 3, d: 'In' };
    expect(scrubNames(value, ['Ines Berg', 'In'], 'Anonymous #3F2A')).toEqual({
      a: 'Moved Anonymous #3F2A to R2',
      b: ['Anonymous #3F2A', 'Otto Berg'],
      c: 3,
      d: 'In',
    });
  });
});
