// The point of sale's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const posCounterScreen = lazyScreen(() =>
  import('./pos-counter-page.tsx').then((m) => ({ default: m.PosCounterPage })),
);
export const posListScreen = lazyScreen(() =>
  import('./pos-list-page.tsx').then((m) => ({ default: m.PosListPage })),
);
export const posClosingScreen = lazyScreen(() =>
  import('./pos-closing-list-page.tsx').then((m) => ({ default: m.PosClosingListPage })),
);
// The front desk asks before a check-out whether a guest still has a tab open at a till.
export { type OpenTab, useOpenTabs } from './open-tabs.ts';
