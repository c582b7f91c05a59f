import type { Language } from '@seaberth/domain';

/** SPEC §9: the language choice is kept for 14 days. */
export const LANGUAGE_TTL_MS = 14 * 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'seaberth.language';
const COOKIE_NAME = 'lang';

function isLanguage(value: unknown): value is Language {
  return value === 'de' || value === 'en';
}

function readCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE_NAME}=`));
  return match?.slice(COOKIE_NAME.length + 1);
}

/**
 * The remembered language, or undefined once the 14 days have passed. The cookie lets the server
 * answer in the right language before the app has started; local storage survives cookie clearing.
 */
export function readStoredLanguage(now = Date.now()): Language | undefined {
  const cookie = readCookie();
  if (isLanguage(cookie)) return cookie;
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as { value?: unknown; expires?: number };
    if (isLanguage(stored.value) && typeof stored.expires === 'number' && stored.expires > now)
      return stored.value;
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // A hand-edited or foreign value is treated as no choice.
  }
  return undefined;
}

export function storeLanguage(lang: Language, now = Date.now()): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ value: lang, expires: now + LANGUAGE_TTL_MS }));
  } catch {
    // Storage can be full or blocked (private mode); the cookie still carries the choice.
  }
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari before 18.4.
    document.cookie = `${COOKIE_NAME}=${lang}; max-age=${LANGUAGE_TTL_MS / 1000}; path=/; SameSite=Lax`;
  }
}
