import { ADMIN_SCOPE, GUEST, type Language, type Principal } from '@seaberth/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { AppThemeProvider } from '../app/app-theme.tsx';
import { SessionContext, type SessionValue } from '../app/session-context.ts';
import { SnackbarProvider, SnackbarStore } from '../app/snackbar.tsx';
import { i18n } from '../i18n/index.ts';

/** A logged-in principal holding exactly these scopes (pass ['admin'] for everything). */
export function principalWith(scopes: string[]): Principal {
  return { ...GUEST, userType: 'internal', isGuest: false, scopes, resorts: [], vessels: [], id: 'u-test' };
}

export const ADMIN = principalWith([ADMIN_SCOPE]);

/** The parts of a session the resource screens read; the rest fails loudly if a test touches it. */
export function fakeSession(principal: Principal, extra: Partial<SessionValue> = {}): SessionValue {
  return {
    user: null,
    principal,
    token: 'test-token',
    isLoggedIn: true,
    bootstrap: null,
    bootstrapped: true,
    features: {},
    views: {},
    expiredCount: 0,
    reloadBootstrap: vi.fn(),
    ...extra,
  } as SessionValue;
}

export interface RenderOptions {
  principal?: Principal;
  session?: Partial<SessionValue>;
  /** Where the router starts, and the route pattern the element is mounted at. */
  path?: string;
  route?: string;
  /** The UI language; English unless a test checks the German screen. */
  language?: Language;
}

/** Renders a screen with everything it needs: query cache, router, session, snackbar, theme, texts. */
export function renderWithApp(element: ReactElement, options: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const snackbar = new SnackbarStore();
  snackbar.markBootstrapFinished();
  const session = fakeSession(options.principal ?? ADMIN, options.session);
  void i18n.changeLanguage(options.language ?? 'en');
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <QueryClientProvider client={queryClient}>
          <SnackbarProvider store={snackbar}>
            <SessionContext.Provider value={session}>
              <MemoryRouter initialEntries={[options.path ?? '/']}>
                <Routes>
                  <Route path={options.route ?? '*'} element={children} />
                  <Route path="*" element={<NavigatedAway />} />
                </Routes>
              </MemoryRouter>
            </SessionContext.Provider>
          </SnackbarProvider>
        </QueryClientProvider>
      </AppThemeProvider>
    </I18nextProvider>
  );
  return { ...render(wrap(element)), queryClient, snackbar, session };
}

/** A page answer of the generic list API. */
export function page<T>(data: T[], total = data.length, pageNo = 0, size = 25) {
  return { data, total, page: pageNo, size };
}

/** An API failure in the server's one error shape. */
export function apiError(
  status: number,
  description: string,
  fields?: { path: string; message: string }[],
  message = description,
): ApiError {
  return new ApiError(status, {
    error: 'Error',
    message,
    statusCode: status,
    description,
    path: '/api/test',
    method: 'POST',
    timestamp: new Date(0).toISOString(),
    ...(fields ? { fields } : {}),
  });
}

/** Where a screen navigated to: the page tests land on, naming its path for them to check. */
function NavigatedAway() {
  const { pathname } = useLocation();
  return <div data-testid="navigated-away" data-path={pathname} />;
}
