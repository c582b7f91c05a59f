// The geo feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const geoScreen = lazyScreen(() => import('./geo-page.tsx').then((m) => ({ default: m.GeoPage })));
