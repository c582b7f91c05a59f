import { formatDate } from '@seaberth/domain';
import type { TFunction } from 'i18next';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY_FIELDS = new Set(['masterData.nationality', 'passport.nationality', 'address.country']);

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * A value of the form as the operator reads it: yes/no, dates as dates, countries and genders by
 * name, nothing as a dash. What the guest typed stays text (React escapes it where it is shown).
 */
export function formatFormValue(path: string, value: unknown, t: TFunction, language = 'en'): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('guestForms.medical.yes') : t('guestForms.medical.no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (path === 'masterData.gender') return t(`guestForms.genders.${value}`, { defaultValue: value });
    if (COUNTRY_FIELDS.has(path) && value.length === 2) return `${countryName(value, language)} (${value})`;
    if (ISO_DATE.test(value)) return formatDate(value);
    return value;
  }
  if (Array.isArray(value)) return value.map(String).join(', ');
  return JSON.stringify(value);
}

/** The fields of a group as the read view lists them, in the form's order. */
export const READ_GROUPS: { group: string; fields: string[] }[] = [
  {
    group: 'masterData',
    fields: ['title', 'firstName', 'middleName', 'lastName', 'gender', 'birthday', 'nationality'],
  },
  { group: 'contact', fields: ['email', 'phone'] },
  { group: 'address', fields: ['street', 'zip', 'city', 'state', 'country'] },
  { group: 'passport', fields: ['number', 'expires', 'nationality'] },
  {
    group: 'diver',
    fields: [
      'certificationAgency',
      'certificationLevel',
      'certificationNumber',
      'dives',
      'lastDive',
      'nitrox',
      'insurance',
      'insuranceNumber',
      'emergencyName',
      'emergencyPhone',
      'emergencyRelation',
    ],
  },
  { group: 'gear', fields: ['wetsuit', 'bcd', 'fins', 'boots', 'heightCm', 'weightKg', 'rental'] },
  { group: 'arrival', fields: ['date', 'time', 'flight', 'airline', 'airport'] },
  { group: 'departure', fields: ['date', 'time', 'flight', 'airline', 'airport'] },
];
