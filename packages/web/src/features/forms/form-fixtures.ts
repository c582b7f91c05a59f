import type { FormField, PublicForm } from '@seaberth/domain';
import { completeField } from './field-drafts.ts';

const options = (...values: string[]) =>
  values.map((value) => ({ value, label: { en: value.toUpperCase(), de: `${value.toUpperCase()} (de)` } }));

/** One field of each of SPEC §3's 15 types, every question required. */
export const ALL_TYPES: FormField[] = [
  completeField({ id: 'intro', type: 'Header', label: { en: 'Your trip', de: 'Ihre Reise' } }),
  completeField({
    id: 'about',
    type: 'Text',
    label: { en: 'We read every answer.', de: 'Wir lesen jede Antwort.' },
  }),
  completeField({
    id: 'boat',
    type: 'Image',
    label: { en: 'Our boat' },
    media: '11111111-1111-4111-8111-111111111111',
  }),
  completeField({
    id: 'clip',
    type: 'Video',
    label: { en: 'Briefing' },
    url: 'https://youtu.be/dQw4w9WgXcQ',
  }),
  completeField({
    id: 'rules',
    type: 'Download',
    label: { en: 'House rules' },
    media: '22222222-2222-4222-8222-222222222222',
  }),
  completeField({ id: 'arrival', type: 'Date', label: { en: 'Arrival day' }, required: true }),
  completeField({ id: 'pickup', type: 'Time', label: { en: 'Pick-up time' }, required: true }),
  completeField({ id: 'landing', type: 'DateTime', label: { en: 'Landing' }, required: true }),
  completeField({
    id: 'nick',
    type: 'QuestionShort',
    label: { en: 'Nickname' },
    required: true,
    help: { en: 'What the crew calls you' },
  }),
  completeField({ id: 'comment', type: 'QuestionLong', label: { en: 'Anything else?' }, required: true }),
  completeField({
    id: 'gear',
    type: 'MultipleChoice',
    label: { en: 'Gear you bring' },
    required: true,
    options: options('mask', 'fins'),
  }),
  completeField({
    id: 'again',
    type: 'Radio',
    label: { en: 'Come again?' },
    required: true,
    options: options('yes', 'no'),
  }),
  completeField({
    id: 'room',
    type: 'Select',
    label: { en: 'Room wish' },
    required: true,
    options: options('sea', 'garden'),
  }),
  completeField({
    id: 'rating',
    type: 'Stars',
    label: { en: 'How was it?', de: 'Wie war es?' },
    required: true,
    maxStars: 5,
  }),
  completeField({
    id: 'sites',
    type: 'MultipleSelect',
    label: { en: 'Favourite sites' },
    required: true,
    options: options('reef', 'wreck'),
  }),
];

/** A feedback after departure: stars, one choice, a long question. */
export const FEEDBACK_FIELDS: FormField[] = [
  completeField({ id: 'intro', type: 'Header', label: { en: 'Your trip', de: 'Ihre Reise' } }),
  completeField({
    id: 'rating',
    type: 'Stars',
    label: { en: 'How was it?', de: 'Wie war es?' },
    required: true,
  }),
  completeField({
    id: 'again',
    type: 'Radio',
    label: { en: 'Would you come again?', de: 'Würden Sie wiederkommen?' },
    required: true,
    options: [
      { value: 'yes', label: { en: 'Yes', de: 'Ja' } },
      { value: 'no', label: { en: 'No', de: 'Nein' } },
    ],
  }),
  completeField({
    id: 'comment',
    type: 'QuestionLong',
    label: { en: 'Anything else?', de: 'Sonst noch etwas?' },
  }),
];

export const FORM_ID = '33333333-3333-4333-8333-333333333333';
export const FORM_TOKEN = 'tok_'.padEnd(43, 'x');

export function publicForm(change: Partial<PublicForm> = {}): PublicForm {
  return {
    id: FORM_ID,
    state: 'open',
    language: 'en',
    name: 'Trip feedback',
    description: 'Tell us how it was',
    fields: FEEDBACK_FIELDS,
    answers: {},
    operator: { name: 'Blue Reef Divers', logoUrl: '/api/media/logo/data' },
    customerName: 'Mia Sand',
    ...change,
  };
}
