// The payments feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const payProvidersScreen = lazyScreen(() =>
  import('./pay-providers-page.tsx').then((m) => ({ default: m.PayProvidersPage })),
);
