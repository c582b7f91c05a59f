import { describe, expect, it } from 'vitest';
import { customerAge, customerFullName, customerResource, customerSortName } from './customer.ts';

describe('customers', () => {
  it('names a customer with middle name and sorts by family name', () => {
    const master = { firstName: 'Anna', middleName: 'Maria', lastName: 'Berg' };
    expect(customerFullName(master)).toBe('Anna Maria Berg');
    expect(customerFullName({ ...master, middleName: ' ' })).toBe('Anna Berg');
    expect(customerSortName({ firstName: 'Anna', lastName: 'Öberg' })).toBe('öberg anna');
  });

  it('takes permanentAge over the birthday and counts a birthday only once it has passed (SPEC §5)', () => {
    expect(customerAge({ birthday: '2015-07-01', permanentAge: null }, '2027-06-30')).toBe(11);
    expect(customerAge({ birthday: '2015-07-01', permanentAge: null }, '2027-07-01')).toBe(12);
    expect(customerAge({ birthday: '2015-07-01', permanentAge: 30 }, '2027-06-30')).toBe(30);
    expect(customerAge({ birthday: null, permanentAge: null }, '2027-06-30')).toBeNull();
  });

  it('fills defaults and refuses a bad e-mail, gender or country', () => {
    const ok = customerResource.schema.parse({
      masterData: { firstName: 'Anna', lastName: 'Berg' },
      contact: {},
      address: {},
      passport: {},
    });
    expect(ok.masterData).toMatchObject({ gender: 'u', birthday: null, nationality: '' });
    const bad = customerResource.schema.safeParse({
      masterData: { firstName: 'Anna', lastName: 'Berg', gender: 'x', nationality: 'Deutschland' },
      contact: { email: 'nope' },
      address: {},
      passport: {},
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'contact.email',
      'masterData.gender',
      'masterData.nationality',
    ]);
  });
});
