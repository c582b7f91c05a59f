import { CssBaseline } from '@mui/material';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../api/query-client.ts';
import { i18n } from '../i18n/index.ts';
import { AppThemeProvider } from './app-theme.tsx';
import { LoadingBar } from './loading-bar.tsx';
import { SessionProvider } from './session.tsx';
import { SnackbarProvider, SnackbarStore } from './snackbar.tsx';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own to inspect or preload the cache. */
  queryClient?: QueryClient;
  snackbarStore?: SnackbarStore;
}

/**
 * Everything a screen relies on: i18n, theme, snackbar, server state and the session. Must sit
 * inside a router, because logging out navigates.
 */
export function AppProviders({ children, queryClient, snackbarStore }: AppProvidersProps) {
  const [store] = useState(() => snackbarStore ?? new SnackbarStore());
  const [client] = useState(() => queryClient ?? createQueryClient(store.showError));
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <CssBaseline />
        <SnackbarProvider store={store}>
          <QueryClientProvider client={client}>
            <SessionProvider>
              <LoadingBar />
              {children}
            </SessionProvider>
          </QueryClientProvider>
        </SnackbarProvider>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
