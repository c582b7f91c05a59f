import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateOnOrAfterField, dateOnOrBeforeField } from '../dates/index.ts';
import { emailField, nonNegativeIntegerField, portCodeField, requiredText, withRules } from './zod-fields.ts';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('requiredText', () => {
  it('trims and refuses blank or missing text with one message', () => {
    expect(requiredText().parse('  a ')).toBe('a');
    expect(messages(requiredText(), '  ')).toEqual(['This field is required']);
    expect(messages(requiredText('Name fehlt'), undefined)).toEqual(['Name fehlt']);
  });
});

describe('emailField', () => {
  it('says required for blank and only that', () => {
    expect(messages(emailField(), '')).toEqual(['E-Mail is required']);
    expect(messages(emailField(), undefined)).toEqual(['E-Mail is required']);
  });
  it('says invalid for a malformed address', () => {
    expect(messages(emailField(), 'nope')).toEqual(['E-mail must be valid']);
  });
  it('passes a trimmed address', () => {
    expect(emailField().parse(' a@b.de ')).toBe('a@b.de');
  });
});

describe('portCodeField', () => {
  it('checks the pattern', () => {
    expect(portCodeField().parse('PH 123')).toBe('PH 123');
    expect(messages(portCodeField(), 'PH-1')).toEqual([
      'Port code must be 2-3 letters or digits, an optional space and 1-5 digits',
    ]);
    expect(messages(portCodeField(), ' ')).toEqual(['This field is required']);
  });
});

describe('nonNegativeIntegerField', () => {
  it('coerces digits and refuses the rest', () => {
    expect(nonNegativeIntegerField().parse('7')).toBe(7);
    expect(nonNegativeIntegerField().parse(0)).toBe(0);
    for (const v of [-1, 1.5, -1.5, '1.5', 'x', null]) {
      expect(messages(nonNegativeIntegerField(), v)).toEqual(['Must be a whole number of 0 or more']);
    }
  });
});

describe('withRules', () => {
  it('reports the first failing rule only', () => {
    const schema = withRules(
      z.string(),
      (v) => (v.startsWith('A') ? null : 'starts with A'),
      (v) => (v.length > 2 ? null : 'longer than 2'),
    );
    expect(messages(schema, 'Abc')).toEqual([]);
    expect(messages(schema, 'b')).toEqual(['starts with A']);
    expect(messages(schema, 'A')).toEqual(['longer than 2']);
  });
});

describe('date fields', () => {
  it('apply relative bounds from the given today', () => {
    expect(messages(dateOnOrAfterField('+1d', '2025-01-01'), '2025-01-02')).toEqual([]);
    expect(messages(dateOnOrAfterField('+1d', '2025-01-01'), '2025-01-01')).toEqual([
      'Date must be on or after 02.01.2025',
    ]);
    expect(messages(dateOnOrBeforeField('today', '2025-01-01'), '2025-01-02')).toEqual([
      'Date must be on or before 01.01.2025',
    ]);
    expect(messages(dateOnOrBeforeField('today', '2025-01-01'), '')).toEqual(['This field is required']);
  });
});
