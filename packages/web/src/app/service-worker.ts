/**
 * SPEC §7: a service worker with scope / keeps the app shell (public/sw.js); built apps only, so
 * the dev server's modules are never cached. Both entries (the back office and the public booking
 * pages) register the same worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
