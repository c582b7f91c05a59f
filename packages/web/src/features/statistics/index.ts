// The statistics feature's public face: its screens are reached through the route table only, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const statsBookingScreen = lazyScreen(() =>
  import('./booking-statistics-page.tsx').then((m) => ({ default: m.BookingStatisticsPage })),
);
export const statsBaseScreen = lazyScreen(() =>
  import('./finance-statistics-page.tsx').then((m) => ({ default: m.FinanceStatisticsPage })),
);
export const statsOccupancyScreen = lazyScreen(() =>
  import('./occupancy-statistics-page.tsx').then((m) => ({ default: m.OccupancyStatisticsPage })),
);
export const statsExportScreen = lazyScreen(() =>
  import('./export-statistics-page.tsx').then((m) => ({ default: m.ExportStatisticsPage })),
);
export const statsTourScreen = lazyScreen(() =>
  import('./tour-statistics-page.tsx').then((m) => ({ default: m.TourStatisticsPage })),
);
