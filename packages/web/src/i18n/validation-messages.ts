import type { TFunction } from 'i18next';
import { VALIDATION_MESSAGES } from '@seaberth/domain';

interface Matcher {
  key: string;
  pattern: RegExp;
  params: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The domain's rules speak English (SPEC §5 gives the reset texts verbatim). To show them in the
 * user's language, each message is matched back to its template — `%min` placeholders become
 * captured values — and translated through `validation.{name}` with the same values.
 */
const MATCHERS: Matcher[] = Object.entries(VALIDATION_MESSAGES).map(([name, template]) => {
  const params: string[] = [];
  const source = escapeRegExp(template).replace(/%([A-Za-z]+)/g, (_whole, param: string) => {
    params.push(param);
    return '(.+?)';
  });
  return { key: `validation.${name}`, pattern: new RegExp(`^${source}$`), params };
});

/** The translated form of a domain validation message; unknown messages are shown as they are. */
export function translateValidationMessage(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return message;
  for (const matcher of MATCHERS) {
    const match = matcher.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(matcher.params.map((param, index) => [param, match[index + 1]]));
    return t(matcher.key, { ...values, defaultValue: message });
  }
  return message;
}
