import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import './app/grid-locales.ts';
import { languageReady } from './i18n/bundled.ts';

registerServiceWorker();

// The remembered language's chunk first, so the first screen is in it (English is in the entry).
void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
