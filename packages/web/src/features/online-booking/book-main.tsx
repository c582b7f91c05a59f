import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '../../app/service-worker.ts';
import { PublicBookingApp } from './public-booking-app.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { loadPublicLanguage } from '../../i18n/public-bundles.ts';

/**
 * The public booking pages' own entry (issue 17: under 200 kB of JavaScript on a phone): the
 * booking flow and the payment return pages with the providers they need, and only their
 * translations, fetched for the language in use.
 */
registerServiceWorker();

const wanted = new URLSearchParams(window.location.search).get('lang');
void Promise.all([loadPublicLanguage(currentLanguage()), wanted ? loadPublicLanguage(wanted) : undefined])
  .catch(() => undefined)
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <PublicBookingApp />
      </StrictMode>,
    );
  });
