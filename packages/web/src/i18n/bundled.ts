import type { Language } from '@seaberth/domain';
import { addBundles, i18n, isLanguage, setLanguageLoader } from './index.ts';

/**
 * The back office's translations. English, the guest default and every language's fallback, is in
 * the entry; each other language is one chunk of all its files, fetched when it is first used. Both
 * languages in the entry were 920 of its 1,430 kB, parsed again on every page load.
 */
addBundles(import.meta.glob('./en/*.json', { eager: true }));

/** Every language but English (the type makes a new language name its chunk): one chunk each. */
const CHUNKS: Record<Exclude<Language, 'en'>, () => Promise<Record<string, unknown>>> = {
  de: () => import('./chunk-de.ts').then((chunk) => chunk.files),
};

const loading = new Map<Language, Promise<void>>();

function loadBackOfficeLanguage(lang: Language): Promise<void> {
  if (lang === 'en') return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = CHUNKS[lang]().then(addBundles);
    // A failed fetch (offline, a deploy replaced the chunk) may be retried by the next switch.
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

setLanguageLoader(loadBackOfficeLanguage);

/**
 * Settles when the remembered language can be shown, so the first render is in it (main.tsx waits
 * for this); without its chunk (offline) the app starts in English.
 */
export const languageReady: Promise<void> = isLanguage(i18n.language)
  ? loadBackOfficeLanguage(i18n.language).catch(() => undefined)
  : Promise.resolve();
