import { describe, expect, it } from 'vitest';
import { passwordResetRequestSchema, passwordResetSaveSchema } from './password-reset.ts';

type Issues = Record<string, string[]>;
function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Issues {
  const byField: Issues = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    byField[key] = [...(byField[key] ?? []), issue.message];
  }
  return byField;
}

const valid = { token: 'tok', email: 'a@b.de', password: 'abcd', passwordRepeat: 'abcd' };

describe('passwordResetRequestSchema', () => {
  it('accepts an email', () => {
    expect(passwordResetRequestSchema.parse({ email: 'a@b.de' })).toEqual({ email: 'a@b.de' });
  });
  it('uses the spec messages', () => {
    expect(issues(passwordResetRequestSchema.safeParse({}))).toEqual({ email: ['E-Mail is required'] });
    expect(issues(passwordResetRequestSchema.safeParse({ email: 'x' }))).toEqual({
      email: ['E-mail must be valid'],
    });
  });
});

describe('passwordResetSaveSchema', () => {
  for (const club of [false, true]) {
    describe(club ? 'club mode' : 'normal mode', () => {
      const schema = passwordResetSaveSchema({ club });

      it('accepts a complete form and carries the club flag', () => {
        expect(schema.parse(valid)).toEqual({ ...valid, isCRMUser: club });
      });

      it('still requires the (hidden in club mode) token', () => {
        expect(issues(schema.safeParse({ ...valid, token: '' }))).toEqual({ token: ['Token is required'] });
        expect(issues(schema.safeParse({ ...valid, token: undefined }))).toEqual({
          token: ['Token is required'],
        });
      });

      it('requires a password with one message', () => {
        expect(issues(schema.safeParse({ ...valid, password: '', passwordRepeat: '' }))).toEqual({
          password: ['Password is required'],
        });
      });

      it('requires at least 4 characters with the spec message', () => {
        expect(issues(schema.safeParse({ ...valid, password: 'abc', passwordRepeat: 'abc' }))).toEqual({
          password: ['Password must be longer than 4 characters'],
        });
        expect(schema.safeParse({ ...valid, password: 'abcd', passwordRepeat: 'abcd' }).success).toBe(true);
      });

      it('puts a mismatch on passwordRepeat', () => {
        expect(issues(schema.safeParse({ ...valid, passwordRepeat: 'abce' }))).toEqual({
          passwordRepeat: ['Passwords must match'],
        });
        expect(issues(schema.safeParse({ ...valid, passwordRepeat: undefined }))).toEqual({
          passwordRepeat: ['Passwords must match'],
        });
      });

      it('shows every problem at once', () => {
        expect(
          issues(schema.safeParse({ token: '', email: 'x', password: 'abcd', passwordRepeat: 'zzzz' })),
        ).toEqual({
          token: ['Token is required'],
          email: ['E-mail must be valid'],
          passwordRepeat: ['Passwords must match'],
        });
      });
    });
  }
});

describe('password field', () => {
  it('keeps spaces as password characters', () => {
    const schema = passwordResetSaveSchema({ club: false });
    expect(schema.parse({ ...valid, password: ' ab ', passwordRepeat: ' ab ' }).password).toBe(' ab ');
  });
  it('says required when missing entirely', () => {
    const result = passwordResetSaveSchema({ club: false }).safeParse({ ...valid, password: undefined });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', 'Password is required'],
    ]);
  });
});
