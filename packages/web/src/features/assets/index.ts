// The assets feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { BedEditor } from './bed-editor.tsx';
export { bedLabelNumber, placeLabel } from './bed-numbers.ts';
export { PickAndPrintDialog } from './pick-and-print-dialog.tsx';
export { StateLegend } from './state-legend.tsx';
export { useCabinStates } from './use-cabin-states.ts';
export { occupancyKeys } from './use-occupancy.ts';

export const resortListScreen = lazyScreen(() =>
  import('./resort-list-page.tsx').then((m) => ({ default: m.ResortListPage })),
);
export const resortEditScreen = lazyScreen(() =>
  import('./resort-edit-page.tsx').then((m) => ({ default: m.ResortEditPage })),
);
export const resortListsScreen = lazyScreen(() =>
  import('./vessel-lists-page.tsx').then((m) => ({ default: m.ResortListsPage })),
);
export const vesselListScreen = lazyScreen(() =>
  import('./vessel-list-page.tsx').then((m) => ({ default: m.VesselListPage })),
);
export const vesselEditScreen = lazyScreen(() =>
  import('./vessel-edit-page.tsx').then((m) => ({ default: m.VesselEditPage })),
);
export const vesselListsScreen = lazyScreen(() =>
  import('./vessel-lists-page.tsx').then((m) => ({ default: m.VesselListsPage })),
);
export const deckPlanScreen = lazyScreen(() =>
  import('./deck-plan-page.tsx').then((m) => ({ default: m.DeckPlanPage })),
);
export const roomListScreen = lazyScreen(() =>
  import('./room-list-page.tsx').then((m) => ({ default: m.RoomListPage })),
);
export const roomEditScreen = lazyScreen(() =>
  import('./room-edit-page.tsx').then((m) => ({ default: m.RoomEditPage })),
);
export const roomTypesScreen = lazyScreen(() =>
  import('./room-type-list-page.tsx').then((m) => ({ default: m.RoomTypeListPage })),
);
export const bedTypesScreen = lazyScreen(() =>
  import('./bed-type-list-page.tsx').then((m) => ({ default: m.BedTypeListPage })),
);
