import type { PublicBookingPage } from '@seaberth/domain';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../../app/providers.tsx';
import { ScreenErrorBoundary } from '../../app/screen-error-boundary.tsx';
import {
  BookOnlinePage,
  BookOnlineV2Page,
  BookResortPage,
  BookResortV2Page,
} from './online-booking-pages.tsx';
import { PaymentAbortedPage, PaymentSuccessPage } from './payment-return-pages.tsx';

/** Every public booking page with its screen and the title the browser tab shows. */
const PAGES: Record<PublicBookingPage, { screen: ComponentType; titleKey: string }> = {
  '/book/online': { screen: BookOnlinePage, titleKey: 'onlineBooking.title.trip' },
  '/book/online-v2': { screen: BookOnlineV2Page, titleKey: 'onlineBooking.title.trip' },
  '/book/resort': { screen: BookResortPage, titleKey: 'onlineBooking.title.resort' },
  '/book/resort-v2': { screen: BookResortV2Page, titleKey: 'onlineBooking.title.resort' },
  '/payment/success': { screen: PaymentSuccessPage, titleKey: 'onlineBooking.title.payment' },
  '/payment/aborted': { screen: PaymentAbortedPage, titleKey: 'onlineBooking.title.payment' },
};

function PublicPage({ screen: Screen, titleKey }: { screen: ComponentType; titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <ScreenErrorBoundary>
      <Screen />
    </ScreenErrorBoundary>
  );
}

/** Another path reached from here belongs to the back office: its own entry serves it. */
function LeaveForApp() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}

/**
 * The public booking pages as their own app (entry `book.html`): the same screens the back office
 * routes, behind the same providers, without the back office's routes, drawer and translations.
 */
export function PublicBookingApp() {
  return (
    <BrowserRouter>
      <AppProviders>
        <Routes>
          {Object.entries(PAGES).map(([path, page]) => (
            <Route key={path} path={path} element={<PublicPage {...page} />} />
          ))}
          <Route path="*" element={<LeaveForApp />} />
        </Routes>
      </AppProviders>
    </BrowserRouter>
  );
}
