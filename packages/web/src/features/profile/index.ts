// The profile feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const profileScreen = lazyScreen(() =>
  import('./profile-page.tsx').then((m) => ({ default: m.ProfilePage })),
);
