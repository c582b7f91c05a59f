import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages.ts';

describe('formatMessage', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(formatMessage('Password must be longer than %minLength characters', { minLength: 4 })).toBe(
      'Password must be longer than 4 characters',
    );
    expect(formatMessage('%a and %b', { a: 1 })).toBe('1 and %b');
  });
});
