/**
 * Takes the whole browser window (not only the frame) to another site. Its own module, so tests
 * can stand in for a navigation jsdom cannot do.
 */
export function navigateTop(url: string): void {
  if (window.top) window.top.location.href = url;
}
