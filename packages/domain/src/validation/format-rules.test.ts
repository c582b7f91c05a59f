import { describe, expect, it } from 'vitest';
import { email, emailFormat, portCode } from './format-rules.ts';

describe('email', () => {
  it('requires a value with the spec message', () => {
    expect(email('')).toBe('E-Mail is required');
    expect(email(null)).toBe('E-Mail is required');
    expect(email('  ')).toBe('E-Mail is required');
  });
  it('accepts usual addresses', () => {
    for (const v of ['a@b.de', 'first.last+tag@dive.example.com', ' x@y.io ', 'Ü@tauchen.de']) {
      expect(email(v)).toBeNull();
    }
  });
  it('refuses malformed addresses with the spec message', () => {
    for (const v of ['plain', 'a@b', 'a@b.c', 'a@@b.de', 'a b@c.de', '@b.de', 'a@.de', 'a@b..de']) {
      expect(email(v)).toBe('E-mail must be valid');
    }
  });
  it('emailFormat lets an empty optional email pass', () => {
    expect(emailFormat('')).toBeNull();
    expect(emailFormat('nope')).toBe('E-mail must be valid');
  });
});

describe('portCode', () => {
  it('accepts 2-3 alphanumerics, an optional space and 1-5 digits', () => {
    for (const v of ['PH 123', 'PH123', 'ABC12345', 'A1 1']) expect(portCode(v)).toBeNull();
  });
  it('refuses other shapes', () => {
    for (const v of ['P 123', 'ABCD 1', 'PH  12', 'PH 123456', 'PH', 'PH-12']) {
      expect(portCode(v)).not.toBeNull();
    }
  });
  it('lets an empty value pass', () => {
    expect(portCode('')).toBeNull();
  });
});
