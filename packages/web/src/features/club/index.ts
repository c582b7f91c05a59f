// The club's public face: the member area's routed screen, a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const clubDashboardScreen = lazyScreen(() =>
  import('./club-dashboard-page.tsx').then((m) => ({ default: m.ClubDashboardPage })),
);
