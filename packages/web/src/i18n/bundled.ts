import { addBundles } from './index.ts';

/**
 * The back office's translations: every feature's file of every language, in the bundle, so the
 * first render is translated and a language switch needs no request.
 */
addBundles(import.meta.glob('./*/*.json', { eager: true }));
