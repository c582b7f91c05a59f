// The tours feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const tourListScreen = lazyScreen(() =>
  import('./tour-list-page.tsx').then((m) => ({ default: m.TourListPage })),
);
export const tourEditScreen = lazyScreen(() =>
  import('./tour-edit-page.tsx').then((m) => ({ default: m.TourEditPage })),
);
export const scheduleListScreen = lazyScreen(() =>
  import('./schedule-list-page.tsx').then((m) => ({ default: m.ScheduleListPage })),
);
export const scheduleCreateScreen = lazyScreen(() =>
  import('./schedule-edit-page.tsx').then((m) => ({ default: m.ScheduleCreatePage })),
);
export const scheduleEditScreen = lazyScreen(() =>
  import('./schedule-edit-page.tsx').then((m) => ({ default: m.ScheduleEditPage })),
);
export const scheduleDetailScreen = lazyScreen(() =>
  import('./schedule-page.tsx').then((m) => ({ default: m.SchedulePage })),
);
