import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The back office's entry holds English; another language is one chunk fetched when used
 * (src/i18n/bundled.ts). Each test starts the i18n modules afresh, as a page load does, without
 * the bundles test/setup.ts adds for the other tests.
 */
async function startBackOffice() {
  vi.resetModules();
  const i18n = await import('../src/i18n/index.ts');
  const bundled = await import('../src/i18n/bundled.ts');
  return { ...i18n, ...bundled };
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the remembered language lives in this cookie.
  document.cookie = 'lang=; path=/; max-age=0';
  localStorage.clear();
  vi.resetModules();
});

describe('the back office’s languages', () => {
  it('starts in English with German not loaded', async () => {
    const { i18n, languageReady, currentLanguage } = await startBackOffice();
    await languageReady;
    expect(currentLanguage()).toBe('en');
    expect(i18n.t('auth.login.submit')).toBe('Log in');
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
  });

  it('has the remembered language ready for the first render', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the remembered language lives in this cookie.
    document.cookie = 'lang=de; path=/';
    const { i18n, languageReady, currentLanguage } = await startBackOffice();
    await languageReady;
    expect(currentLanguage()).toBe('de');
    expect(i18n.t('auth.login.submit')).toBe('Anmelden');
    expect(document.documentElement.lang).toBe('de');
  });

  it('fetches German on a switch and speaks it afterwards', async () => {
    const { i18n, changeLanguage, currentLanguage } = await startBackOffice();
    await changeLanguage('de');
    expect(currentLanguage()).toBe('de');
    expect(i18n.t('auth.login.submit')).toBe('Anmelden');
    await changeLanguage('en');
    expect(i18n.t('auth.login.submit')).toBe('Log in');
  });
});
