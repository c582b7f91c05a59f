import { type EmotionCache, withEmotionCache } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * Empties Emotion's style sheet after a file. The files of a worker thread share one window and the
 * styling library (test/shared-jsdom.ts); left alone, each file's rules stay in <head> — over a
 * thousand <style> elements after a few files, and jsdom reads every one of them whenever a query
 * asks whether an element is visible, so tests slowed down file by file until they timed out.
 * The next file inserts again what it renders.
 */
let cache: EmotionCache | undefined;

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

export function resetEmotion(): void {
  const found = defaultCache();
  if (!found) return;
  found.sheet.flush();
  for (const key of Object.keys(found.inserted)) delete found.inserted[key];
}
