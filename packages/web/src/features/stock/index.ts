// The stock feature's public face: its routed screen, a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const productStockScreen = lazyScreen(() =>
  import('./stock-page.tsx').then((m) => ({ default: m.StockPage })),
);
export const rentalGearScreen = lazyScreen(() =>
  import('./rental-gear-page.tsx').then((m) => ({ default: m.RentalGearPage })),
);
