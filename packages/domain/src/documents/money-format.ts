import type { Language } from '../users/index.ts';

/** Amounts in minor units as a language writes them (1.350,00 € or €1,350.00), for documents and mail. */
export function moneyFormat(language: Language, currency: string): (minor: number) => string {
  const format = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency,
  });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return (minor) => format.format(minor / 10 ** decimals);
}

/** DE89 3704 0044 0532 0130 00: an IBAN in groups of four, as people read it. */
export const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');
