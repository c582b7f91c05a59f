import type { WidgetMessage } from '@seaberth/domain';
import { useEffect } from 'react';
import { navigateExternal } from '../../app/external-navigation.ts';
import { navigateTop } from './top-navigation.ts';

/** The page runs inside the operator's website (the widget snippet's frame). */
export function inFrame(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/**
 * Tells the snippet on the operator's website something. Any origin may listen: who may frame
 * these pages at all is decided by the server's `frame-ancestors`, and the messages carry nothing
 * about the guest (a height, the payment provider's page).
 */
export function postToParent(message: WidgetMessage): void {
  if (!inFrame()) return;
  window.parent.postMessage(message, '*');
}

/**
 * Payment pages refuse to be framed: inside a frame the snippet is asked to take the whole window
 * there, and the page tries it itself too (allowed when the frame may navigate its top window).
 */
export function goToCheckout(url: string): void {
  if (!inFrame()) {
    navigateExternal(url);
    return;
  }
  postToParent({ type: 'seaberth:redirect', url });
  try {
    navigateTop(url);
  } catch {
    // A sandboxed frame may not: the snippet follows the message instead.
  }
}

/** Keeps the snippet's frame as tall as the page, so the guest never scrolls inside a frame. */
export function useFrameHeight(): void {
  useEffect(() => {
    if (!inFrame()) return;
    // The app's own box, not the document: a document is never shorter than its frame, so the
    // frame could grow (a long form) but never shrink back (the short confirmation after it).
    const root = document.getElementById('root') ?? document.body;
    let last = -1;
    const report = () => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      postToParent({ type: 'seaberth:height', height });
    };
    report();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(report);
    observer.observe(root);
    return () => observer.disconnect();
  }, []);
}
