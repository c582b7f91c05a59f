// The invoices feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { BookingInvoices } from './booking-invoices.tsx';

export const invoicesScreen = lazyScreen(() =>
  import('./invoices-page.tsx').then((m) => ({ default: m.InvoicesPage })),
);
export const publicInvoiceScreen = lazyScreen(() =>
  import('./public-invoice-page.tsx').then((m) => ({ default: m.PublicInvoicePage })),
);
export const taxRatesScreen = lazyScreen(() =>
  import('./tax-rates-page.tsx').then((m) => ({ default: m.TaxRatesPage })),
);
