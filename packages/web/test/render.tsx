import { render } from '@testing-library/react';
import { GUEST, principalFromUser } from '@seaberth/domain';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppRoutes } from '../src/app/app-shell.tsx';
import { AppProviders } from '../src/app/providers.tsx';
import { SessionContext, type SessionUser, type SessionValue } from '../src/app/session-context.ts';
import { SnackbarProvider, SnackbarStore } from '../src/app/snackbar.tsx';

/** Shows the current location so tests can assert where a navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** The whole app (real session, guard, lazy screens) at one path, with fetch mocked by the caller. */
export function renderApp(path: string, options: { strict?: boolean } = {}) {
  const app = (
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <AppRoutes />
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>
  );
  // StrictMode mounts, unmounts and remounts effects once, as `vite dev` does.
  return render(options.strict ? <StrictMode>{app}</StrictMode> : app);
}

export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    name: 'Mara Reef',
    email: 'mara@example.com',
    phone: '',
    userType: 'internal',
    permissions: { scope: [] },
    settings: {
      showCustomersInBookingList: true,
      showInvertedCurrencyExchange: false,
      defaultDashboardDays: 30,
    },
    notifications: [],
    asset: null,
    resorts: [],
    vessels: [],
    agency: null,
    customer: null,
    verified: true,
    version: 1,
    ...overrides,
  };
}

/** A session without a provider behind it: for components that only read who is logged in. */
export function fakeSession(overrides: Partial<SessionValue> = {}): SessionValue {
  const user = overrides.user === undefined ? null : overrides.user;
  const noop = async () => {
    throw new Error('not available in this test');
  };
  return {
    user,
    principal: user ? principalFromUser(user) : GUEST,
    token: null,
    isLoggedIn: !!user,
    bootstrap: {},
    bootstrapped: true,
    features: {},
    views: {},
    expiredCount: 0,
    login: noop,
    loginWithToken: noop,
    applyAuth: () => {},
    logout: async () => {},
    expire: () => {},
    setLanguage: async () => {},
    updateUser: () => {},
    reloadBootstrap: () => {},
    ...overrides,
  };
}

export function renderWithSession(ui: ReactNode, session: SessionValue, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SnackbarProvider store={new SnackbarStore()}>
        <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
      </SnackbarProvider>
    </MemoryRouter>,
  );
}
