import {
  CHOICE_FIELD_TYPES,
  DISPLAY_FIELD_TYPES,
  type FormField,
  type FormFieldInput,
  type FormFieldType,
  type FormPurpose,
} from '@seaberth/domain';

/** One field in the builder: the field as it will be stored, and a key of its own for the list. */
export interface FieldRow {
  uid: string;
  field: FormField;
  /** The key still follows the label (a new field whose key nobody typed). */
  autoKey: boolean;
}

export interface DefinitionDraft {
  name: string;
  purpose: FormPurpose;
  description: string;
  isActive: boolean;
  rows: FieldRow[];
}

let counter = 0;
export function newUid(): string {
  counter += 1;
  return `row-${counter}`;
}

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/** A field key from a label: "How was the trip?" → `howWasTheTrip` (letters and digits, 40 at most). */
export function keyFromLabel(label: string): string {
  const words = label
    .replace(/[äöüßÄÖÜ]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const key = words
    .map((word, i) =>
      i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
  if (!key) return '';
  return (/^[A-Za-z]/.test(key) ? key : `q${key}`).slice(0, 40);
}

/** `base`, or `base2`, `base3`… when another field has it already. */
export function uniqueKey(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = String(n);
    const candidate = `${base.slice(0, 40 - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export const asksAnswer = (type: FormFieldType) => !DISPLAY_FIELD_TYPES.includes(type);
export const hasOptions = (type: FormFieldType) => CHOICE_FIELD_TYPES.includes(type);

/**
 * A new field of a type: a free key, two options for a choice (named in English only, so a German
 * reader sees the English name until the operator writes the German one), five stars.
 */
export function newField(type: FormFieldType, taken: ReadonlySet<string>): FormField {
  const base = type.charAt(0).toLowerCase() + type.slice(1);
  return {
    id: uniqueKey(base, taken),
    type,
    label: { en: '', de: '' },
    help: { en: '', de: '' },
    required: false,
    options: hasOptions(type)
      ? [1, 2].map((n) => ({ value: `option${n}`, label: { en: `Option ${n}`, de: '' } }))
      : [],
    media: null,
    url: '',
    maxStars: 5,
  };
}

/** A stored field with every part present, so the builder can edit each of them. */
export function completeField(field: FormFieldInput): FormField {
  return {
    id: field.id,
    type: field.type,
    label: { en: field.label?.en ?? '', de: field.label?.de ?? '' },
    help: { en: field.help?.en ?? '', de: field.help?.de ?? '' },
    required: field.required ?? false,
    options: (field.options ?? []).map((o) => ({
      value: o.value,
      label: { en: o.label?.en ?? '', de: o.label?.de ?? '' },
    })),
    media: field.media ?? null,
    url: field.url ?? '',
    maxStars: field.maxStars ?? 5,
  };
}

/** What is saved: only the parts that mean something for the field's type. */
export function fieldToSave(field: FormField): FormField {
  return {
    ...field,
    required: asksAnswer(field.type) ? field.required : false,
    options: hasOptions(field.type) ? field.options : [],
    media: ['Image', 'Download', 'Video'].includes(field.type) ? field.media : null,
    url: field.type === 'Video' ? field.url : '',
    maxStars: field.type === 'Stars' ? field.maxStars : 5,
  };
}

export function draftToValues(draft: DefinitionDraft) {
  return {
    name: draft.name,
    purpose: draft.purpose,
    description: draft.description,
    isActive: draft.isActive,
    fields: draft.rows.map((row) => fieldToSave(row.field)),
  };
}

/**
 * A problem's path as the builder keeps it: `fields.1.options` → `{uid of field 1}.options`, so
 * the message stays with its field when the fields are moved.
 */
export function errorKey(path: string, rows: readonly FieldRow[]): string {
  const match = /^fields\.(\d+)(?:\.(.*))?$/.exec(path);
  if (!match) return path;
  const row = rows[Number(match[1])];
  if (!row) return 'fields';
  return match[2] ? `${row.uid}.${match[2]}` : row.uid;
}
