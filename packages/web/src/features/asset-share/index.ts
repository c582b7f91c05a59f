// The asset share feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const assetShareScreen = lazyScreen(() =>
  import('./asset-share-page.tsx').then((m) => ({ default: m.AssetSharePage })),
);
