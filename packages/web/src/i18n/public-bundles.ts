import { addBundles, isLanguage, setLanguageLoader } from './index.ts';

/**
 * The public booking pages' translations: their own file, the common texts and the error and
 * validation messages, one request per language and only when the language is used.
 */
const FILES = import.meta.glob(['./*/common.json', './*/errors.json', './*/online-booking.json']);

const loading = new Map<string, Promise<void>>();

export function loadPublicLanguage(lang: string): Promise<void> {
  if (!isLanguage(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    const files = Object.entries(FILES).filter(([path]) => path.split('/')[1] === lang);
    pending = Promise.all(files.map(async ([path, load]) => [path, await load()] as const)).then((loaded) =>
      addBundles(Object.fromEntries(loaded)),
    );
    // A failed fetch (offline) may be retried by the next switch.
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

setLanguageLoader(loadPublicLanguage);
