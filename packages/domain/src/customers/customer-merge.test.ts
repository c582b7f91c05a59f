import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_MERGE_MESSAGES,
  type MergeableCustomer,
  mergeCustomerFields,
  mergeUndoProblem,
  mergeUndoUntil,
  normalizeEmail,
  normalizeName,
  normalizePassport,
  normalizePhone,
} from './customer-merge.ts';

describe('duplicate normalizers', () => {
  it('compares e-mails without case and surrounding spaces', () => {
    expect(normalizeEmail('  Anna.Berg@Example.ORG ')).toBe('anna.berg@example.org');
    expect(normalizeEmail(undefined)).toBe('');
  });

  it('compares phones by their digits, and ignores fragments of fewer than six', () => {
    expect(normalizePhone('+49 (171) 555-0101')).toBe('491715550101');
    expect(normalizePhone('0049 171 5550101')).toBe('00491715550101');
    expect(normalizePhone('12-34')).toBe('');
    expect(normalizePhone('')).toBe('');
  });

  it('compares passport numbers in capitals without spaces', () => {
    expect(normalizePassport(' c01x 00t47 ')).toBe('C01X00T47');
    expect(normalizePassport(null)).toBe('');
  });

  it('compares names without case and accents', () => {
    expect(normalizeName('Ines Håkansson')).toBe('ines hakansson');
    expect(normalizeName('  JOSÉ Müller-Łukasz ')).toBe('jose muller-lukasz');
    expect(normalizeName('Zoë Øberg')).toBe(normalizeName('zoe oberg'));
  });
});

const customer = (over: Partial<MergeableCustomer> = {}): MergeableCustomer => ({
  masterData: { firstName: 'Anna', lastName: 'Berg', gender: 'u', birthday: null, nationality: '' },
  contact: { email: '', phone: '' },
  address: { street: '', zip: '', city: '', country: '' },
  passport: { number: '', nationality: '', expires: null },
  diver: { certificationLevel: '', dives: null, nitrox: false },
  gear: { wetsuit: '' },
  customerType: '',
  group: null,
  agency: null,
  note: '',
  meta: {},
  ...over,
});

describe('merging two customers', () => {
  it("fills the survivor's empty fields from the other and keeps its own", () => {
    const survivor = customer({
      masterData: {
        firstName: 'Anna',
        lastName: 'Berg',
        gender: 'u',
        birthday: '1990-04-02',
        nationality: '',
      },
      contact: { email: 'anna@example.org', phone: '' },
      meta: { 'crm.id': 'A-1' },
      note: 'Vegetarian',
    });
    const other = customer({
      masterData: {
        firstName: 'Anna',
        lastName: 'Berg',
        gender: 'f',
        birthday: '1991-01-01',
        nationality: 'DE',
      },
      contact: { email: 'other@example.org', phone: '+49 171 5550101' },
      address: { street: 'Hafenstr. 1', zip: '20457', city: 'Hamburg', country: 'DE' },
      passport: { number: 'C01X00T47', nationality: 'DE', expires: '2030-01-01' },
      diver: { certificationLevel: 'AOWD', dives: 40, nitrox: true },
      meta: { 'crm.id': 'B-2', diet: 'vegan' },
      note: 'Agency booking',
    });
    const merged = mergeCustomerFields(survivor, other);
    expect(merged.masterData).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      gender: 'f',
      birthday: '1990-04-02',
      nationality: 'DE',
    });
    expect(merged.contact).toEqual({ email: 'anna@example.org', phone: '+49 171 5550101' });
    expect(merged.address).toEqual(other.address);
    expect(merged.passport).toEqual(other.passport);
    expect(merged.diver).toEqual({ certificationLevel: 'AOWD', dives: 40, nitrox: true });
    expect(merged.meta).toEqual({ 'crm.id': 'A-1', diet: 'vegan' });
    expect(merged.note).toBe('Vegetarian\n\nAgency booking');
  });

  it('never mixes two addresses and does not repeat a note it holds already', () => {
    const survivor = customer({
      address: { street: '', zip: '', city: 'Berlin', country: 'DE' },
      note: 'VIP',
    });
    const other = customer({
      address: { street: 'Hafenstr. 1', zip: '20457', city: 'Hamburg', country: 'DE' },
      note: 'VIP',
    });
    const merged = mergeCustomerFields(survivor, other);
    expect(merged.address).toEqual(survivor.address);
    expect(merged.note).toBe('VIP');
  });
});

describe('undoing a merge', () => {
  const createdAt = new Date('2027-03-01T10:00:00Z');
  it('is possible for 30 days, once', () => {
    expect(mergeUndoUntil(createdAt).toISOString()).toBe('2027-03-31T10:00:00.000Z');
    expect(mergeUndoProblem({ createdAt, undoneAt: null }, new Date('2027-03-31T09:59:00Z'))).toBeNull();
    expect(mergeUndoProblem({ createdAt, undoneAt: null }, new Date('2027-03-31T10:01:00Z'))).toBe(
      CUSTOMER_MERGE_MESSAGES.expired,
    );
    expect(mergeUndoProblem({ createdAt, undoneAt: new Date('2027-03-02') }, new Date('2027-03-03'))).toBe(
      CUSTOMER_MERGE_MESSAGES.undone,
    );
  });
});
