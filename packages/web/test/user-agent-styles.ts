import { createRequire } from 'node:module';

/**
 * The test window's user-agent style sheet: only the rules whose answers a test can tell apart.
 *
 * jsdom cascades its copy of Blink's `html.css` (about a hundred rules, two hundred selectors) into
 * every `getComputedStyle`, before the page's own rules: each element a role query or a click looks
 * at after a change is matched against all of them. Of what they set, the tests' libraries read
 * `display: none` and `visibility` (is it hidden?), `pointer-events` (can it be clicked?) and
 * `display: inline` (dom-accessibility-api joins an inline child's text to a name without a space;
 * any other display with one). Margins, fonts and the other display values decide nothing here, so
 * the sheet keeps the rules that set those four and drops the rest (emotion-styles.ts does the same
 * for the page's rules).
 */
const DECIDING = /^(display:\s*(none|inline)|visibility:|pointer-events:)/;

/** `css` (Blink's sheet as jsdom ships it) with only the declarations that decide something here. */
export function decidingUserAgentRules(css: string): string {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const kept: string[] = [];
  for (const [, selector, body] of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = body
      .split(';')
      .map((d) => d.trim())
      .filter((d) => DECIDING.test(d) && !/^display:\s*inline-/.test(d));
    if (declarations.length > 0)
      kept.push(`${selector.replace(/^[\s\S]*;/, '').trim()} { ${declarations.join('; ')} }`);
  }
  return kept.join('\n');
}

/**
 * Puts the slim sheet in place of jsdom's. Called before jsdom is first loaded in a thread: jsdom
 * reads the sheet's module once, when its style code loads, and parses it at the first
 * `getComputedStyle`.
 */
export function slimUserAgentStyles(): void {
  const require = createRequire(import.meta.url);
  const path = require.resolve('jsdom/lib/jsdom/browser/default-stylesheet.js');
  const full: unknown = require(path);
  const module = require.cache[path];
  if (typeof full !== 'string' || !module) throw new Error('jsdom’s user-agent style sheet was not found');
  module.exports = decidingUserAgentRules(full);
}
