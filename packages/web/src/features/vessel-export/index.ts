// The channel manager's view of vessels (/export): its routed screen, a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const vesselExportScreen = lazyScreen(() =>
  import('./vessel-export-page.tsx').then((m) => ({ default: m.VesselExportPage })),
);
