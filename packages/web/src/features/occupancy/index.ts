// The occupancy feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { MoveRoomDialog } from './move-room-dialog.tsx';

export const occupancyChartScreen = lazyScreen(() =>
  import('./occupancy-page.tsx').then((m) => ({ default: m.OccupancyPage })),
);
