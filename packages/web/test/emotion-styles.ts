import { type EmotionCache, withEmotionCache } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The test window's CSS: what jsdom needs of MUI's styles, and a clean sheet after each file.
 *
 * jsdom lays nothing out; of the CSS it only answers `getComputedStyle`, which Testing Library asks
 * for every element a role query looks at (is it `display: none`, `visibility: hidden`?) and
 * user-event for every element it clicks (`pointer-events: none`?). For each answer jsdom matches
 * the element against every rule in the document — about a thousand once a screen has rendered
 * (MUI writes one rule per styled element and state), most of them padding, fonts and colours that
 * decide nothing here. The web tests spent a quarter of their CPU in that matching. So the rules
 * Emotion inserts keep only the declarations that decide what a user can see and click, and a rule
 * left with none is not inserted: a twentieth of the rules, the web suite 284 → 180 s
 * (docs/decisions.md, "CI time, twelfth pass"). A file that asserts other styles (a colour, a
 * wrapping) calls `keepAllStyles()` before it renders.
 */
const DECIDING = /^(display|visibility|pointer-events)$/;

type Sheet = EmotionCache['sheet'] & { [FILTERED]?: { all: boolean } };
const FILTERED = Symbol.for('seaberth.emotionFilter');

/** A rule (as Emotion's stylis writes it: one rule, perhaps inside one at-rule) with only the deciding declarations, or null. */
export function decidingPart(rule: string): string | null {
  if (/^@(-webkit-)?keyframes|^@font-face/.test(rule)) return null;
  let empty = false;
  const kept = rule.replace(/\{([^{}]*)\}/g, (_block, body: string) => {
    const declarations = body.split(';').filter((d) => DECIDING.test(d.slice(0, d.indexOf(':')).trim()));
    if (declarations.length === 0) empty = true;
    return `{${declarations.join(';')}}`;
  });
  return empty ? null : kept;
}

let cache: EmotionCache | undefined;

/** The cache MUI's components use when no provider gives one (Emotion's own, one per thread). */
function defaultCache(): EmotionCache | undefined {
  if (!cache) {
    const Probe = withEmotionCache((_props: object, found: EmotionCache) => {
      cache = found;
      return null;
    });
    renderToStaticMarkup(createElement(Probe));
  }
  return cache;
}

/**
 * Filters what Emotion inserts from now on. The sheet is the thread's (test/shared-jsdom.ts), while
 * this module is loaded again for each file, so the filter is put on the sheet once and its switch
 * kept there.
 */
export function filterEmotionStyles(): void {
  const sheet = defaultCache()?.sheet as Sheet | undefined;
  if (!sheet || sheet[FILTERED]) return;
  const state = { all: false };
  const insert = sheet.insert.bind(sheet);
  sheet.insert = (rule: string) => {
    const part = state.all ? rule : decidingPart(rule);
    if (part) insert(part);
  };
  sheet[FILTERED] = state;
}

/** Every rule in full for the rest of this file, for a test that asserts a colour or a wrapping. */
export function keepAllStyles(): void {
  resetEmotion();
  const state = (defaultCache()?.sheet as Sheet | undefined)?.[FILTERED];
  if (state) state.all = true;
}

/**
 * Empties Emotion's style sheet after a file. The files of a worker thread share one window and the
 * styling library (test/shared-jsdom.ts); left alone, each file's rules stay in <head> and jsdom
 * reads every one of them whenever a query asks whether an element is visible, so tests slowed
 * down file by file until they timed out. The next file inserts again what it renders, filtered.
 */
export function resetEmotion(): void {
  const found = defaultCache();
  if (!found) return;
  found.sheet.flush();
  for (const key of Object.keys(found.inserted)) delete found.inserted[key];
  const state = (found.sheet as Sheet)[FILTERED];
  if (state) state.all = false;
}
