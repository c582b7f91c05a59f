import type { Environment } from 'vitest/environments';
import { builtinEnvironments } from 'vitest/environments';
import { slimUserAgentStyles } from './user-agent-styles.ts';

/**
 * Vitest's jsdom environment, built once per worker thread and kept for every file the thread runs.
 *
 * Why: the web files run in worker threads that are reused from file to file (vitest.config.ts,
 * `threads.isolate: false`), so React DOM, MUI and Testing Library — loaded natively, once per
 * thread — stay. The built-in environment would build a new window for each file, while Testing
 * Library's `screen` and React DOM still held the first one (every second file rendered into a body
 * nobody looked at). One window per thread keeps them together; between files it is put back to a
 * fresh page: an empty body, no attributes MUI's modals leave on it, the start address.
 */
type JsdomOptions = Parameters<(typeof builtinEnvironments)['jsdom']['setup']>[1];
/** What is used of the JSDOM instance vitest's environment leaves on `globalThis.jsdom`. */
type Dom = { reconfigure(settings: { url: string }): void; window: { location: { href: string } } };
type Kept = { dom: Dom; url: string };
const KEPT = Symbol.for('seaberth.sharedJsdom');

function freshPage(global: typeof globalThis, kept: Kept): void {
  const { document } = global;
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name);
  document.title = '';
  kept.dom.reconfigure({ url: kept.url });
}

export default {
  name: 'shared-jsdom',
  transformMode: 'web',
  async setup(global, options: JsdomOptions) {
    const slot = global as typeof globalThis & { [KEPT]?: Kept };
    const existing = slot[KEPT];
    if (existing) freshPage(global, existing);
    else {
      slimUserAgentStyles();
      // Never torn down: the thread's end takes the window with it.
      await builtinEnvironments.jsdom.setup(global, options);
      const dom = (global as unknown as { jsdom: Dom }).jsdom;
      slot[KEPT] = { dom, url: dom.window.location.href };
    }
    return { teardown: () => {} };
  },
} satisfies Environment;
