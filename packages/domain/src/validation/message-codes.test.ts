import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueCode, messageCode } from './message-codes.ts';
import { formatMessage, VALIDATION_MESSAGES } from './messages.ts';

/** The first issue of a failed parse. */
function firstIssue(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]!;
}

describe('messageCode', () => {
  it('names a message a schema states in place', () => {
    expect(messageCode('Country code must be two letters')).toEqual({ code: 'countryCode' });
    expect(messageCode('Use HH:mm, e.g. 14:00')).toEqual({ code: 'timeOfDay' });
  });

  it('names a shared rule by its template, with the values of its placeholders', () => {
    expect(messageCode(formatMessage(VALIDATION_MESSAGES.maxLength, { max: 50 }))).toEqual({
      code: 'maxLength',
      params: { max: '50' },
    });
    expect(messageCode(VALIDATION_MESSAGES.required)).toEqual({ code: 'required' });
  });

  it('knows no other text, not even an object key', () => {
    expect(messageCode('Something new')).toBeUndefined();
    expect(messageCode('constructor')).toBeUndefined();
  });
});

describe('issueCode', () => {
  it("names zod's generic length and size issues by the shared rules", () => {
    expect(issueCode(firstIssue(z.string().min(3), 'x'))).toEqual({ code: 'minLength', params: { min: 3 } });
    expect(issueCode(firstIssue(z.string().trim().min(1), ' '))).toEqual({ code: 'required' });
    expect(issueCode(firstIssue(z.string().max(2), 'xyz'))).toEqual({
      code: 'maxLength',
      params: { max: 2 },
    });
    expect(issueCode(firstIssue(z.number().min(1), 0))).toEqual({ code: 'min', params: { min: 1 } });
    expect(issueCode(firstIssue(z.number().max(5), 9))).toEqual({ code: 'max', params: { max: 5 } });
    expect(issueCode(firstIssue(z.email(), 'nope'))).toEqual({ code: 'emailInvalid' });
  });

  it("names a domain message by its text and leaves another schema's own words unnamed", () => {
    const country = z.string().regex(/^[A-Z]{2}$/, 'Country code must be two letters');
    expect(issueCode(firstIssue(country, 'X'))).toEqual({ code: 'countryCode' });
    expect(issueCode(firstIssue(z.string().max(2, 'Keep it short'), 'xyz'))).toBeUndefined();
    const optionalCountry = z.union([z.literal(''), country]);
    expect(issueCode(firstIssue(optionalCountry, 'X'))).toEqual({ code: 'countryCode' });
    // "exactly 2 characters" is neither the minimum nor the maximum rule's text.
    expect(issueCode(firstIssue(z.string().length(2), 'xyz'))).toBeUndefined();
  });
});
