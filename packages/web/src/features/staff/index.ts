// The staff feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const staffScreen = lazyScreen(() =>
  import('./staff-page.tsx').then((m) => ({ default: m.StaffPage })),
);
