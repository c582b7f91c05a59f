// The home feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const homeScreen = lazyScreen(() => import('./home-page.tsx').then((m) => ({ default: m.HomePage })));
