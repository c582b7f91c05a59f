// The contests feature's public face: its routed screen, a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const contestListScreen = lazyScreen(() =>
  import('./contest-list-page.tsx').then((m) => ({ default: m.ContestListPage })),
);
export { CustomerContestsSection } from './customer-contests-section.tsx';
