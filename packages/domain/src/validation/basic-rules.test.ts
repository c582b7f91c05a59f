import { describe, expect, it } from 'vitest';
import {
  equals,
  isEmpty,
  max,
  maxLength,
  min,
  minLength,
  nonNegativeInteger,
  notEquals,
  required,
} from './basic-rules.ts';

describe('required', () => {
  it('refuses nothing entered', () => {
    for (const v of [null, undefined, '', '   ', []]) expect(required(v)).toBe('This field is required');
  });
  it('accepts answers, including 0 and false', () => {
    for (const v of ['a', 0, false, ['x'], {}]) expect(required(v)).toBeNull();
  });
  it('uses a given message', () => {
    expect(required('', 'Name fehlt')).toBe('Name fehlt');
  });
  it('isEmpty agrees', () => {
    expect(isEmpty(' ')).toBe(true);
    expect(isEmpty(0)).toBe(false);
  });
});

describe('minLength and maxLength', () => {
  it('checks the bounds inclusively', () => {
    expect(minLength('abc', 3)).toBeNull();
    expect(minLength('ab', 3)).toBe('Must be at least 3 characters');
    expect(maxLength('abc', 3)).toBeNull();
    expect(maxLength('abcd', 3)).toBe('Must be at most 3 characters');
  });
  it('lets empty values pass for optional fields', () => {
    expect(minLength('', 3)).toBeNull();
    expect(minLength(null, 3)).toBeNull();
    expect(maxLength(undefined, 3)).toBeNull();
  });
  it('fills a custom template', () => {
    expect(minLength('a', 2, 'min %min!')).toBe('min 2!');
  });
});

describe('min and max', () => {
  it('checks numeric bounds inclusively', () => {
    expect(min(1, 1)).toBeNull();
    expect(min(0.5, 1)).toBe('Must be at least 1');
    expect(max(10, 10)).toBeNull();
    expect(max(10.01, 10)).toBe('Must be at most 10');
  });
  it('reads numeric text from inputs', () => {
    expect(min('5', 6)).toBe('Must be at least 6');
    expect(max(' 5 ', 6)).toBeNull();
  });
  it('refuses text that is not a number', () => {
    expect(min('12abc', 1)).toBe('Must be a number');
    expect(max(Number.NaN, 1)).toBe('Must be a number');
  });
  it('lets empty values pass', () => {
    expect(min('', 1)).toBeNull();
    expect(max(null, 1)).toBeNull();
  });
});

describe('nonNegativeInteger', () => {
  it('accepts whole numbers from 0', () => {
    for (const v of [0, 1, 42, '0', '17', ' 3 ']) expect(nonNegativeInteger(v)).toBeNull();
  });
  it('refuses negatives, fractions and other text', () => {
    for (const v of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '-1', '1.0', '1e3', '0x10', 'abc']) {
      expect(nonNegativeInteger(v)).toBe('Must be a whole number of 0 or more');
    }
  });
  it('lets empty values pass', () => {
    expect(nonNegativeInteger('')).toBeNull();
    expect(nonNegativeInteger(undefined)).toBeNull();
  });
});

describe('equals and notEquals', () => {
  it('compares strictly', () => {
    expect(equals('a', 'a')).toBeNull();
    expect(equals('a', 'b')).toBe('Values must match');
    expect(equals<unknown>(1, '1')).toBe('Values must match');
    expect(equals(Number.NaN, Number.NaN)).toBeNull();
    expect(notEquals('a', 'b')).toBeNull();
    expect(notEquals('a', 'a')).toBe('Values must differ');
  });
  it('uses a given message', () => {
    expect(equals('a', 'b', 'Passwords must match')).toBe('Passwords must match');
  });
});
