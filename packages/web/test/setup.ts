import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { afterAll, afterEach } from 'vitest';
// Initialises i18next (English for a guest) before any component renders.
import '../src/app/grid-locales.ts';
import { translationFiles } from './translation-files.ts';
import { addBundles } from '../src/i18n/index.ts';
import { filterEmotionStyles, resetEmotion } from './emotion-styles.ts';

// findBy/waitFor give up after 1 s by default; a lazily loaded screen on a 2-core CI runner with the
// server suite beside it can take longer (the route guard's not-found page did, once). Five seconds
// only delays a test that is failing anyway.
configure({ asyncUtilTimeout: 5_000 });

// What the app's `i18n/bundled.ts` adds, read once per worker thread (test/translation-files.ts).
addBundles(translationFiles());

// jsdom has no matchMedia. The default one answers like a system asking for reduced motion, so
// the app's theme (app/theme.ts) opens dialogs and menus without their 225 ms fades: a test
// waiting for a dialog to close no longer waits them out. Every other query does not match, as
// before; a test of a phone layout stubs its own.
window.matchMedia = (query: string) =>
  ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the app stores the language in this cookie; tests reset it.
  document.cookie = 'lang=; max-age=0; path=/';
});

filterEmotionStyles();
afterAll(resetEmotion);

// React's development build (which `act` needs) records, for every element it creates, where it
// was created: an Error with ten stack frames and a console task, for the owner stacks of its
// warnings. The tests never read them, and they were the largest part of `createElement` and `jsx`
// and much garbage (docs/decisions.md, "CI time, twenty-seventh pass"). React stops recording once
// 10,000 elements were created since the last commit and says "unknown owner" instead; the counter
// is held there. Warnings and errors still show, with the component stack React builds from its
// fibers, only without the line that created each element.
const internals = (React as unknown as Record<string, Record<string, unknown>>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && !Object.getOwnPropertyDescriptor(internals, 'recentlyCreatedOwnerStacks')?.get)
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => {} });

// Keystrokes without a timer between them: user-event's default `delay: 0` still waits a
// macrotask per key, which added seconds to every form a test types into.
const setupUser = userEvent.setup.bind(userEvent);
// The default export is typed read-only; at run time it is a plain object every test imports.
(userEvent as { setup: typeof userEvent.setup }).setup = (options) => setupUser({ delay: null, ...options });
