import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { A11Y_EXCEPTIONS } from './a11y-exceptions.ts';
import { type AxeFinding, WCAG_TAGS } from './axe.ts';

/**
 * axe-core run straight in the page, for walks over many screens of one single-page app (issue 40).
 * AxeBuilder.analyze() injects the 500 kB script anew and opens a blank page for every call (its
 * cross-frame finish step), seconds per screen; injected once, axe stays in the window across
 * client-side navigation and a run costs what the rules cost. The app has no frames of its own
 * that the back office needs checked (a widget preview frame is a public page, checked there).
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Rules whose outcome can change when only the layout changes (the same elements, visible alike,
 * laid out for another width): the size and spacing of targets and what scrolls. Every other
 * WCAG rule of axe reads names, roles, attributes, structure and colours, which a narrower
 * screen does not change while the DOM stays the same.
 */
export const LAYOUT_RULES = ['target-size', 'scrollable-region-focusable'] as const;

/**
 * What to check: 'content' is the page's own part, <main> plus anything portalled to <body>
 * (dialogs, menus, popovers); 'shell' is the header and drawer around it, the same on every route;
 * 'page' is all of it (a public page, whose header is its own).
 */
export type AxeScope = 'content' | 'shell' | 'page';

export interface AxeRunOptions {
  /** The route pattern, the key of the exceptions list. */
  route: string;
  scope: AxeScope;
  /** Only these rules; all WCAG A/AA rules when absent. */
  rules?: readonly string[];
}

declare global {
  interface Window {
    axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
  }
}

export async function runAxe(page: Page, options: AxeRunOptions): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const excused = A11Y_EXCEPTIONS.filter((e) => e.route === '*' || e.route === options.route);
  const disabled = excused.filter((e) => !e.selector).map((e) => e.rule);
  // An exception naming an element excuses its rule on that element (and inside it), no other rule.
  const excusedElements = excused.flatMap((e) =>
    e.selector ? [{ rule: e.rule, selector: e.selector }] : [],
  );
  return page.evaluate(
    async ({ scope, rules, tags, disabled, excusedElements }) => {
      const main = document.querySelector('main');
      // The screen's part: <main> and the layers React portals next to the app's root, not the
      // drawer of small screens (a layer too, but part of the shell).
      const portals = [...document.body.children].filter(
        (el) => el.id !== 'root' && el.tagName === 'DIV' && !el.classList.contains('MuiDrawer-root'),
      );
      const context: ElementContext =
        scope === 'page'
          ? { include: [document.documentElement] }
          : scope === 'content'
            ? { include: main ? [main, ...portals] : [document.body] }
            : { include: [document.documentElement], exclude: main ? [main, ...portals] : [] };
      const result = await window.axe!.run(context, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
        // Only what fails is serialised: the passes of a large grid are most of the time otherwise.
        resultTypes: ['violations'],
        iframes: false,
        elementRef: true,
      });
      return result.violations.flatMap((v) => {
        const nodes = v.nodes.filter(
          (n) =>
            !excusedElements.some(
              (e) => e.rule === v.id && (n.element as Element | undefined)?.closest(e.selector),
            ),
        );
        if (!nodes.length) return [];
        const targets = nodes.slice(0, 5).map((n) => n.target.join(' '));
        return [{ rule: v.id, impact: v.impact, help: v.help, targets }];
      });
    },
    {
      scope: options.scope,
      rules: options.rules ? [...options.rules] : undefined,
      tags: [...WCAG_TAGS],
      disabled,
      excusedElements,
    },
  );
}

/**
 * A fingerprint of the screen's elements as axe sees them: names, attributes (not the inline
 * styles and generated style classes a width sets), texts, and which ones are visible. Equal fingerprints at two widths mean
 * only the layout differs, so only LAYOUT_RULES can find anything new there.
 */
export function contentFingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const roots = [
      document.querySelector('main') ?? document.body,
      ...[...document.body.children].filter(
        (el) => el.id !== 'root' && el.tagName === 'DIV' && !el.classList.contains('MuiDrawer-root'),
      ),
    ];
    let hash = 5381;
    const add = (text: string) => {
      for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
    };
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = root; node; node = walker.nextNode()) {
        if (node instanceof Element) {
          add(`<${node.tagName}${node.checkVisibility() ? '' : ' hidden'}`);
          for (const attr of node.attributes) {
            // Emotion's generated classes change with any style a width sets; the style is layout.
            const value = attr.name === 'class' ? attr.value.replace(/\bcss-\w+/g, '') : attr.value;
            if (attr.name !== 'style') add(` ${attr.name}=${value}`);
          }
        } else add(node.textContent ?? '');
      }
    }
    return String(hash);
  });
}
