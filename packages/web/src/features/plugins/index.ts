// The plugins feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { useXeroForBooking, XeroInvoiceAction, XeroSendAll } from './xero-invoice-action.tsx';

export const pluginsScreen = lazyScreen(() =>
  import('./plugins-page.tsx').then((m) => ({ default: m.PluginsPage })),
);
