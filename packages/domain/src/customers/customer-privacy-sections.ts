import type { CustomerPrivacyExport } from './customer-privacy.ts';

/** One part of the printed privacy export: a list of fields, or a table of rows. */
export type PrivacySection =
  | { title: string; kind: 'fields'; rows: [string, string][] }
  | { title: string; kind: 'table'; headers: string[]; rows: string[][] };

const TITLES = {
  en: {
    customer: 'Personal data',
    data: 'Further data',
    relations: 'Relations',
    stays: 'Stays and trips',
    payments: 'Payments',
    credits: 'Credits',
    guestForms: 'Guest form',
    dives: 'Logged dives',
    contests: 'Contests entered',
    points: 'Loyalty points',
    referralCodes: 'Referral codes',
    references: 'Ids in connected systems',
    mails: 'Mails',
    requests: 'Privacy requests',
    none: 'None held.',
  },
  de: {
    customer: 'Personenbezogene Daten',
    data: 'Weitere Daten',
    relations: 'Beziehungen',
    stays: 'Aufenthalte und Touren',
    payments: 'Zahlungen',
    credits: 'Guthaben',
    guestForms: 'Gästeformular',
    dives: 'Geloggte Tauchgänge',
    contests: 'Gewinnspiel-Teilnahmen',
    points: 'Treuepunkte',
    referralCodes: 'Empfehlungscodes',
    references: 'Kennungen in verbundenen Systemen',
    mails: 'E-Mails',
    requests: 'Datenschutzanfragen',
    none: 'Keine gespeichert.',
  },
} as const;

/** "certificationLevel" → "Certification level": a key read as words. */
export function keyLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A drawn signature or picture is named, not printed as pages of base64. */
const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && value.startsWith('data:image/')) return '[picture]';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** Every filled leaf of a value as "Group · Field" and its text; empty values are left out. */
export function flattenFields(value: unknown, prefix = ''): [string, string][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) =>
      flattenFields(inner, prefix ? `${prefix} · ${keyLabel(key)}` : keyLabel(key)),
    );
  }
  if (Array.isArray(value)) return value.length ? [[prefix, value.map(shown).join(', ')]] : [];
  const text = shown(value);
  return text === '' ? [] : [[prefix, text]];
}

function table<T extends object>(title: string, rows: readonly T[]): PrivacySection {
  const headers = rows.length ? Object.keys(rows[0]!) : [];
  return {
    title,
    kind: 'table',
    headers: headers.map(keyLabel),
    rows: rows.map((row) => headers.map((h) => shown((row as Record<string, unknown>)[h]))),
  };
}

/**
 * The privacy export (GDPR Art. 15) as the sections of a printed document, in the order the JSON
 * file holds them, so the paper and the file say the same. Section titles in `language`.
 */
export function privacySections(file: CustomerPrivacyExport, language: 'en' | 'de'): PrivacySection[] {
  const t = TITLES[language];
  const { id: _id, ...customer } = file.customer;
  return [
    { title: t.customer, kind: 'fields', rows: flattenFields(customer) },
    { title: t.data, kind: 'fields', rows: flattenFields(file.data) },
    table(t.relations, file.relations),
    table(t.stays, file.stays),
    table(t.payments, file.payments),
    table(t.credits, file.credits),
    ...file.guestForms.map(
      (form): PrivacySection => ({
        title: `${t.guestForms} ${form.bookingNo}`,
        kind: 'fields',
        rows: flattenFields({ state: form.state, submittedAt: form.submittedAt, ...form.answers }),
      }),
    ),
    table(t.dives, file.dives),
    table(t.contests, file.contests),
    table(t.points, file.points),
    table(t.referralCodes, file.referralCodes),
    table(t.references, file.references),
    table(t.mails, file.mails),
    table(
      t.requests,
      file.requests.map(({ id: _, ...request }) => request),
    ),
  ];
}

/** The words a section shows when it holds nothing. */
export const privacyNothingHeld = (language: 'en' | 'de') => TITLES[language].none;
