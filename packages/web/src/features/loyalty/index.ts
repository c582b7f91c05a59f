// The loyalty feature's public face: the programme's screen and the section of a customer's record.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { LoyaltySection } from './loyalty-section.tsx';

export const loyaltyScreen = lazyScreen(() =>
  import('./loyalty-page.tsx').then((m) => ({ default: m.LoyaltyPage })),
);
