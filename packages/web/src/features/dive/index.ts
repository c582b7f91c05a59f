// The dive feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const divePlanScreen = lazyScreen(() =>
  import('./dive-plan-page.tsx').then((m) => ({ default: m.DivePlanPage })),
);
