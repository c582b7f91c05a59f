// The jump feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const jumpScreen = lazyScreen(() => import('./jump-page.tsx').then((m) => ({ default: m.JumpPage })));
export const jumpToScreen = lazyScreen(() =>
  import('./jump-to-page.tsx').then((m) => ({ default: m.JumpToPage })),
);
