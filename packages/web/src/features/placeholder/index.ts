// The placeholder feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const notAvailableScreen = lazyScreen(() =>
  import('./not-available-page.tsx').then((m) => ({ default: m.NotAvailablePage })),
);
export const notFoundScreen = lazyScreen(() =>
  import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
