// The calendar feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { clip, monthSegments, type Stretch, weekendPattern } from './calendar-model.ts';
export { monthLabel, timelineFrame, weekendBackground } from './vessel-timeline.tsx';

export const vesselCalendarScreen = lazyScreen(() =>
  import('./vessel-calendar-page.tsx').then((m) => ({ default: m.VesselCalendarPage })),
);
