import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
});

/** A fresh copy of the i18n module, as a page load evaluates it. */
async function startI18n() {
  vi.resetModules();
  return import('../src/i18n/index.ts');
}

describe('<html lang>', () => {
  it('declares the remembered language as soon as the app starts', async () => {
    document.documentElement.lang = 'en';
    // biome-ignore lint/suspicious/noDocumentCookie: the remembered language lives in this cookie.
    document.cookie = 'lang=de; path=/';
    const { currentLanguage } = await startI18n();
    expect(currentLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('declares the guest language when nothing is remembered', async () => {
    document.documentElement.lang = 'de';
    await startI18n();
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows every switch, also one that does not go through changeLanguage', async () => {
    const { changeLanguage, i18n } = await startI18n();
    await changeLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
