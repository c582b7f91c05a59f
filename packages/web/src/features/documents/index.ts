// The documents feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { BookingDocuments } from './booking-documents.tsx';

export const companyScreen = lazyScreen(() =>
  import('./company-page.tsx').then((m) => ({ default: m.CompanyPage })),
);
