import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Initialises i18next (English for a guest) before any component renders.
import '../src/app/grid-locales.ts';
import '../src/i18n/bundled.ts';

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the app stores the language in this cookie; tests reset it.
  document.cookie = 'lang=; max-age=0; path=/';
});
