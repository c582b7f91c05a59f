// The dive feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { diverLogPath, useDiverLogSummary } from './dive-log-api.ts';
export { DiveLogUddfButton } from './dive-log-uddf-button.tsx';

export const diveLogScreen = lazyScreen(() =>
  import('./dive-log-page.tsx').then((m) => ({ default: m.DiveLogPage })),
);
export const diveOverviewScreen = lazyScreen(() =>
  import('./dive-overview-page.tsx').then((m) => ({ default: m.DiveOverviewPage })),
);
export const statsDiveScreen = lazyScreen(() =>
  import('./dive-stat-page.tsx').then((m) => ({ default: m.DiveStatPage })),
);
export const divePlanScreen = lazyScreen(() =>
  import('./dive-plan-page.tsx').then((m) => ({ default: m.DivePlanPage })),
);
