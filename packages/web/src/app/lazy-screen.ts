import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Props every routed screen receives from the route table; screens may ignore them. */
export interface ScreenProps {
  /** The navigation area the route belongs to (names the area on placeholder screens). */
  area: string;
  labelKey: string;
  [prop: string]: unknown;
}

export type ScreenComponent = LazyExoticComponent<ComponentType<ScreenProps>>;

export const CHUNK_RELOAD_DELAY_MS = 250;
const RELOAD_MARK = 'seaberth.chunkReloadAt';
/** A second failure this soon after a reload is not a stale deployment; reloading again would loop. */
const RELOAD_LOOP_WINDOW_MS = 10_000;

function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '::1';
}

/**
 * SPEC §4: a screen chunk that fails to load usually means a new version was deployed and the
 * old chunk names are gone, so the page reloads after 250 ms. Not on localhost, where the dev
 * server's own errors must stay visible instead of flashing away.
 */
export function scheduleReloadAfterChunkFailure(
  location: Pick<Location, 'hostname' | 'reload'> = window.location,
  now = Date.now(),
): boolean {
  if (isLocalhost(location.hostname)) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
    if (now - last < RELOAD_LOOP_WINDOW_MS) return false;
    sessionStorage.setItem(RELOAD_MARK, String(now));
  } catch {
    // Without session storage there is no loop protection; one reload is still the better bet.
  }
  setTimeout(() => location.reload(), CHUNK_RELOAD_DELAY_MS);
  return true;
}

/** React.lazy for a screen module, with the reload-on-chunk-failure rule. */
export function lazyScreen(load: () => Promise<{ default: ComponentType<never> }>): ScreenComponent {
  return lazy(() =>
    load().then(
      (module) => ({ default: module.default as unknown as ComponentType<ScreenProps> }),
      (error: unknown) => {
        scheduleReloadAfterChunkFailure();
        throw error;
      },
    ),
  );
}
