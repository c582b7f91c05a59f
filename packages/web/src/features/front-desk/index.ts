// The front desk feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { arrivalGuard } from './desk-guard-dialogs.tsx';
export { DeskButton } from './desk-line-action.tsx';
export { DeskRoomsList } from './desk-rooms-list.tsx';
export { useArrivalLine } from './front-desk-api.ts';
export { type DeskActions, useDeskActions } from './use-desk-actions.tsx';

export const arrivalsScreen = lazyScreen(() =>
  import('./arrivals-page.tsx').then((m) => ({ default: m.ArrivalsPage })),
);
