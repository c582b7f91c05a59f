import { formatDate } from '../dates/index.ts';
import type { Language } from '../users/index.ts';

/**
 * The few words the engine writes itself onto a calculation, which reach guests on offers and
 * invoices, in each supported language. Names (price lists, specials, services) are the
 * operator's own and stay as typed.
 */
const TEXTS: Record<Language, { included: string; excluded: string; deposit: string; rest: string }> = {
  en: { included: 'Included', excluded: 'Not included', deposit: 'Deposit due', rest: 'Rest due' },
  de: {
    included: 'Inklusive',
    excluded: 'Nicht inklusive',
    deposit: 'Anzahlung fällig am',
    rest: 'Restzahlung fällig am',
  },
};

export function pricingTexts(language: Language | undefined) {
  return TEXTS[language ?? 'en'];
}

export function dueText(language: Language | undefined, kind: 'deposit' | 'rest', due: string): string {
  return `${pricingTexts(language)[kind]} ${formatDate(due)}`;
}
