// The channel manager feature's public face: its routed screen, a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const channelsScreen = lazyScreen(() =>
  import('./channels-page.tsx').then((m) => ({ default: m.ChannelsPage })),
);
