import type { Language } from '../users/index.ts';

/** Countries whose guests read German; every other known country gets English (the product's two languages). */
const GERMAN_SPEAKING = new Set(['DE', 'AT', 'CH', 'LI']);

interface CustomerCountries {
  masterData?: { nationality?: string | null } | null;
  address?: { country?: string | null } | null;
  passport?: { nationality?: string | null } | null;
}

/**
 * The language a customer's booking speaks to them in (confirmations, invoices), as far as the
 * record tells: the country of the address, else the nationality, else the passport's. A customer
 * record has no language of its own, and where one lives decides the letters one can read.
 * Null when nothing is known: the booking then speaks the language of the user who books.
 */
export function customerLanguage(customer: CustomerCountries | null | undefined): Language | null {
  const country =
    customer?.address?.country || customer?.masterData?.nationality || customer?.passport?.nationality || '';
  if (!country) return null;
  return GERMAN_SPEAKING.has(country.toUpperCase()) ? 'de' : 'en';
}

/** A new booking's language when none is chosen: the lead customer's, else the booking user's, else German. */
export function defaultBookingLanguage(
  customer: CustomerCountries | null | undefined,
  userLanguage: Language | null | undefined,
): Language {
  return customerLanguage(customer) ?? userLanguage ?? 'de';
}
