// The online booking feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const bookOnlineScreen = lazyScreen(() =>
  import('./online-booking-pages.tsx').then((m) => ({ default: m.BookOnlinePage })),
);
export const bookOnlineV2Screen = lazyScreen(() =>
  import('./online-booking-pages.tsx').then((m) => ({ default: m.BookOnlineV2Page })),
);
export const accessibilityScreen = lazyScreen(() =>
  import('./accessibility-page.tsx').then((m) => ({ default: m.AccessibilityPage })),
);
export const bookResortScreen = lazyScreen(() =>
  import('./online-booking-pages.tsx').then((m) => ({ default: m.BookResortPage })),
);
export const bookResortV2Screen = lazyScreen(() =>
  import('./online-booking-pages.tsx').then((m) => ({ default: m.BookResortV2Page })),
);
export const bookScreen = lazyScreen(() =>
  import('./online-booking-pages.tsx').then((m) => ({ default: m.BookPage })),
);
export const bookPreviewScreen = lazyScreen(() =>
  import('./booking-preview-page.tsx').then((m) => ({ default: m.BookingPreviewPage })),
);
export const paymentSuccessScreen = lazyScreen(() =>
  import('./payment-return-pages.tsx').then((m) => ({ default: m.PaymentSuccessPage })),
);
export const paymentAbortedScreen = lazyScreen(() =>
  import('./payment-return-pages.tsx').then((m) => ({ default: m.PaymentAbortedPage })),
);
