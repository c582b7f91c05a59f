import dayjs from 'dayjs';
import 'dayjs/locale/de';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@seaberth/domain';
import { readStoredLanguage, storeLanguage } from './language-storage.ts';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Later files win on clashing leaves; objects are merged so several files may share a top-level key. */
export function deepMerge(target: Json, source: Json): Json {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isObject(existing) && isObject(value) ? deepMerge({ ...existing }, value) : value;
  }
  return target;
}

/**
 * Every `./{lang}/{file}.json` is one slice of the single `translation` namespace, so feature
 * owners add their own file (e.g. `en/resources.json`) without touching anyone else's.
 */
export function buildResources(files: Record<string, unknown>): Record<string, { translation: Json }> {
  const resources: Record<string, { translation: Json }> = {};
  for (const path of Object.keys(files).sort()) {
    const lang = path.split('/')[1];
    const raw = files[path] as Json & { default?: Json };
    const content = isObject(raw.default) ? raw.default : raw;
    resources[lang] ??= { translation: {} };
    deepMerge(resources[lang].translation, content);
  }
  return resources;
}

/** SPEC §9: the settings state defaults to English for a guest. */
export const GUEST_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // Filled by the entry: `bundled.ts` adds English for the back office and fetches another language
  // in one chunk, `public-bundles.ts` only the booking pages' slices of the language in use (they
  // must stay light on a phone).
  resources: {},
  lng: readStoredLanguage() ?? GUEST_LANGUAGE,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  // Re-render when operator overrides are added after bootstrap, not only on a language switch.
  react: { bindI18nStore: 'added' },
  // Resources are added before the first render, so init finishes synchronously.
  initAsync: false,
  showSupportNotice: false,
});

/**
 * Everything outside React that follows the UI language: dayjs (weekday and month names in
 * pickers and lists) and `<html lang>`, which screen readers, hyphenation and the browser's
 * translate offer read. Run once at start-up (index.html only knows the guest default) and on
 * every switch, whoever triggers it.
 */
function followLanguage(): void {
  const lang = currentLanguage();
  dayjs.locale(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
followLanguage();
i18n.on('languageChanged', followLanguage);

/** The language the app currently speaks, narrowed to the supported ones. */
export function currentLanguage(): Language {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : GUEST_LANGUAGE;
}

/** Adds translation files (`./{lang}/{file}.json` → module) to the instance. */
export function addBundles(files: Record<string, unknown>): void {
  for (const [lang, { translation }] of Object.entries(buildResources(files)))
    i18n.addResourceBundle(lang, 'translation', translation, true, true);
  // i18next settles the resolved language when it switches: the first bundles arrive after init,
  // and the chosen language's may arrive after English (the back office fetches it, bundled.ts).
  if (i18n.resolvedLanguage !== i18n.language) void i18n.changeLanguage(i18n.language);
}

type LanguageLoader = (lang: Language) => Promise<void>;
let loadLanguage: LanguageLoader = async () => undefined;

/** An entry whose translations arrive per language sets how a language is fetched before a switch. */
export function setLanguageLoader(loader: LanguageLoader): void {
  loadLanguage = loader;
}

/** Switches the UI language and remembers it for 14 days (SPEC §9); saving to the server is the session's job. */
export async function changeLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  await loadLanguage(lang);
  if (currentLanguage() !== lang) await i18n.changeLanguage(lang);
}

/**
 * The operator's translation overrides from bootstrap: a flat `{ 'a.b': text }` map. Dotted keys
 * land on the nested bundle, so an override replaces the bundled text of the same key.
 */
export function applyMessageOverrides(lang: Language, messages: Record<string, string> | undefined): void {
  if (!messages || Object.keys(messages).length === 0) return;
  i18n.addResources(lang, 'translation', messages);
}
