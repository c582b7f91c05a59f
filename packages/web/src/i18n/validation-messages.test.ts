import { formatMessage, MESSAGE_CODES, VALIDATION_MESSAGES } from '@seaberth/domain';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from './index.ts';
import { fieldErrorText, translateValidationMessage, validationMessageKey } from './validation-messages.ts';

/** Every source file of the domain package, as text (tests excluded: they only quote messages). */
const DOMAIN_SOURCES = import.meta.glob(
  ['../../../domain/src/**/*.ts', '!../../../domain/src/**/*.test.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
) as Record<string, string>;

/** Zod checks whose arguments from this index on may be a message (`.regex(pattern, message)`). */
const MESSAGE_ARGUMENT_FROM: Record<string, number> = {
  regex: 1,
  refine: 1,
  min: 1,
  max: 1,
  length: 1,
  gt: 1,
  gte: 1,
  lt: 1,
  lte: 1,
  multipleOf: 1,
  startsWith: 1,
  endsWith: 1,
  includes: 1,
  email: 0,
  url: 0,
  uuid: 0,
  int: 0,
  positive: 0,
  negative: 0,
  nonnegative: 0,
  nonpositive: 0,
  nonempty: 0,
};

/** Domain helpers that take a message as a plain function (`exactlyOneAsset('…')`). */
const MESSAGE_HELPERS: Record<string, number> = { exactlyOneAsset: 0 };

/**
 * The messages a domain schema states in place: string literals given to a zod check as its
 * message, and `message:` / `error:` properties (`.refine(…, { message })`, `ctx.addIssue`,
 * `z.string({ error })`). Parsed with the TypeScript compiler, so a regex literal full of commas
 * and brackets cannot confuse it.
 */
function domainMessages(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (text: string, file: string) => found.set(text, [...(found.get(text) ?? []), file]);
  for (const [file, source] of Object.entries(DOMAIN_SOURCES)) {
    const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const from = MESSAGE_HELPERS[node.expression.text];
        if (from !== undefined) {
          node.arguments.forEach((argument, index) => {
            if (index >= from && ts.isStringLiteralLike(argument)) add(argument.text, file);
          });
        }
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const from = MESSAGE_ARGUMENT_FROM[node.expression.name.text];
        if (from !== undefined) {
          node.arguments.forEach((argument, index) => {
            if (index >= from && ts.isStringLiteralLike(argument)) add(argument.text, file);
          });
        }
      }
      // A table of messages a check picks from (`SETTING_MESSAGES`); the templated shared texts
      // (VALIDATION_MESSAGES) are matched by pattern instead.
      if (
        ts.isVariableDeclaration(node) &&
        /_MESSAGES$/.test(node.name.getText(tree)) &&
        node.name.getText(tree) !== 'VALIDATION_MESSAGES' &&
        node.initializer
      ) {
        const table = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
        if (ts.isObjectLiteralExpression(table))
          for (const property of table.properties)
            if (ts.isPropertyAssignment(property) && ts.isStringLiteralLike(property.initializer))
              add(property.initializer.text, file);
      }
      if (
        ts.isPropertyAssignment(node) &&
        ['message', 'error'].includes(node.name.getText(tree)) &&
        ts.isStringLiteralLike(node.initializer)
      ) {
        add(node.initializer.text, file);
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return found;
}

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('domain validation messages', () => {
  const messages = domainMessages();

  it('finds the messages the domain states (the scan itself works)', () => {
    expect(Object.keys(DOMAIN_SOURCES).length).toBeGreaterThan(10);
    expect(messages.has('Country code must be two letters')).toBe(true);
    expect(messages.has('Use a date as YYYY-MM-DD')).toBe(true);
    expect(messages.has('A room belongs to exactly one resort or one vessel')).toBe(true);
  });

  it('has a German translation for every message a domain schema states', () => {
    const de = i18n.getFixedT('de');
    const en = i18n.getFixedT('en');
    const problems: string[] = [];
    for (const [message, files] of messages) {
      const key = validationMessageKey(message);
      const where = `"${message}" (${files.join(', ')})`;
      if (!key) {
        problems.push(`no code in the domain's MESSAGE_CODES for ${where}`);
        continue;
      }
      if (!i18n.exists(key, { lng: 'de', fallbackLng: false }))
        problems.push(`${key} missing in de for ${where}`);
      else if (de(key) === en(key)) problems.push(`${key} is not translated in de for ${where}`);
      // The English text must be the domain's own, or the table points at the wrong key.
      if (!Object.hasOwn(VALIDATION_MESSAGES, key.slice('validation.'.length)) && en(key) !== message)
        problems.push(`${key} reads "${en(key)}" in en, not ${where}`);
    }
    expect(problems).toEqual([]);
  });

  it('lists no message the domain no longer states', () => {
    const stale = Object.keys(MESSAGE_CODES).filter((message) => !messages.has(message));
    expect(stale).toEqual([]);
  });

  it('has a German template for every shared rule message', () => {
    const missing = Object.keys(VALIDATION_MESSAGES).filter(
      (name) => !i18n.exists(`validation.${name}`, { lng: 'de', fallbackLng: false }),
    );
    expect(missing).toEqual([]);
  });
});

describe('translateValidationMessage', () => {
  it('shows schema messages in German', () => {
    const de = i18n.getFixedT('de');
    expect(translateValidationMessage('Country code must be two letters', de)).toBe(
      'Der Ländercode besteht aus zwei Buchstaben',
    );
    expect(translateValidationMessage('Exchange rate must be a positive decimal number', de)).toBe(
      'Der Wechselkurs muss eine positive Dezimalzahl sein',
    );
    expect(translateValidationMessage('Use HH:mm, e.g. 14:00', de)).toBe(
      'Bitte als HH:mm angeben, z. B. 14:00',
    );
  });

  it('fills the values of template messages', () => {
    const de = i18n.getFixedT('de');
    expect(translateValidationMessage(formatMessage(VALIDATION_MESSAGES.maxLength, { max: 50 }), de)).toBe(
      'Höchstens 50 Zeichen',
    );
  });

  it('keeps an unknown message as it is, in English too', () => {
    const de = i18n.getFixedT('de');
    const en = i18n.getFixedT('en');
    expect(translateValidationMessage('Something new', de)).toBe('Something new');
    expect(translateValidationMessage('Two beds share a number', en)).toBe('Two beds share a number');
  });
});

describe('fieldErrorText', () => {
  it("words a server's field error by its code and values, whatever its English text", () => {
    const de = i18n.getFixedT('de');
    expect(fieldErrorText({ path: 'country', message: 'anything', code: 'countryCode' }, de)).toBe(
      de('validation.countryCode'),
    );
    expect(fieldErrorText({ path: 'name', message: 'x', code: 'maxLength', params: { max: 50 } }, de)).toBe(
      de('validation.maxLength', { max: 50 }),
    );
    expect(de('validation.maxLength', { max: 50 })).toContain('50');
  });

  it('falls back to the text: named by the domain table, else as the server wrote it', () => {
    const de = i18n.getFixedT('de');
    expect(fieldErrorText({ path: 'country', message: 'Country code must be two letters' }, de)).toBe(
      de('validation.countryCode'),
    );
    expect(fieldErrorText({ path: 'x', message: 'Something only the server knows' }, de)).toBe(
      'Something only the server knows',
    );
    expect(fieldErrorText({ path: 'x', message: 'Kept as sent', code: 'noSuchCode' }, de)).toBe(
      'Kept as sent',
    );
  });
});
