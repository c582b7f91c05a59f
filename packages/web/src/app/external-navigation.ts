/**
 * Leaves the app for another site (an OAuth2 authorization server), which later sends the browser
 * back. One place for it, so tests can stand in for a navigation jsdom cannot do.
 */
export function navigateExternal(url: string): void {
  window.location.assign(url);
}
