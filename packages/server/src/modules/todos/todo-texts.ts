import { DATE_FORMATS, formatDate, type Language } from '@seaberth/domain';

type Params = Record<string, string>;
interface TodoWords {
  group: string;
  text: (params: Params) => string;
}

const day = (iso: string | undefined) => (iso ? formatDate(iso, DATE_FORMATS.default) : '');

/**
 * The to-dos the server writes itself, in each UI language. A booking's to-do stores the key and
 * its parameters (ISO dates), so the German office reads it in German and the English in English.
 */
const TODO_TEXTS = {
  onlineTransfer: {
    en: {
      group: 'Online booking',
      text: (p) =>
        `New online reservation: check that the bank transfer arrives by ${day(p.until)}, then confirm the booking`,
    },
    de: {
      group: 'Online-Buchung',
      text: (p) =>
        `Neue Online-Reservierung: Prüfen Sie, ob die Überweisung bis zum ${day(p.until)} eingeht, und bestätigen Sie dann die Buchung`,
    },
  },
} satisfies Record<string, Record<Language, TodoWords>>;

export type TodoTextKey = keyof typeof TODO_TEXTS;

/** A server-written to-do in one language: its group and text. */
export function todoWords(
  key: TodoTextKey,
  params: Params,
  language: Language,
): { group: string; text: string } {
  const words = TODO_TEXTS[key][language];
  return { group: words.group, text: words.text(params) };
}

/** A stored to-do as the reader reads it: by its key when the server wrote it, else as written. */
export function localizedTodo<T extends { group: string; text: string }>(
  todo: T & { textKey: string | null; textParams: Params | null },
  language: Language,
): T {
  const { textKey, textParams, ...rest } = todo;
  if (!textKey || !(textKey in TODO_TEXTS)) return rest as unknown as T;
  return { ...rest, ...todoWords(textKey as TodoTextKey, textParams ?? {}, language) } as unknown as T;
}
