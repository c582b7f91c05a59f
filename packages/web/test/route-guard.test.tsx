import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, TEST_TOKEN } from './fetch-mock.ts';
import { renderApp, testUser } from './render.tsx';

afterEach(() => vi.unstubAllGlobals());

function storeLogin(scope: string[]) {
  const user = testUser({ permissions: { scope } });
  localStorage.setItem(
    'seaberth.auth',
    JSON.stringify({ token: TEST_TOKEN, expiresAt: Date.now() + 3_600_000, lifetime: 3600, user }),
  );
}

const location = () => screen.getByTestId('location');

describe('route guard', () => {
  it('sends a guest from a protected page to the login with UNAUTHORIZED', async () => {
    mockFetch({ 'GET /api/bootstrap': () => ({ body: {} }) });
    renderApp('/users');
    await waitFor(() => expect(location()).toHaveTextContent('/login?redirect=%2Fusers'));
    expect(await screen.findByText('Please log in to continue.')).toBeInTheDocument();
  });

  it('sends a guest from a club page to the club login', async () => {
    mockFetch({ 'GET /api/bootstrap': () => ({ body: { features: { crmMaster: true } } }) });
    renderApp('/club/card');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/club\/login/));
  });

  it('refuses a logged-in user without rights with FORBIDDEN and the start page', async () => {
    storeLogin(['bookings.read']);
    mockFetch({ 'GET /api/bootstrap': () => ({ body: {} }) });
    renderApp('/users');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(await screen.findByText('You are not allowed to open this page.')).toBeInTheDocument();
  });

  it('sends a refused user back to the previous allowed page', async () => {
    storeLogin(['bookings.read']);
    localStorage.setItem('seaberth.routeHistory', JSON.stringify(['/', '/booking/list']));
    mockFetch({ 'GET /api/bootstrap': () => ({ body: {} }) });
    renderApp('/users');
    await waitFor(() => expect(location()).toHaveTextContent('/booking/list'));
  });

  it('shows not found for a switched-off area', async () => {
    storeLogin(['admin']);
    mockFetch({ 'GET /api/bootstrap': () => ({ body: { features: { pos: false } } }) });
    renderApp('/pos/counter');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  // Every route has its screen now (the channel manager was the last placeholder): an allowed one opens.
  it('opens an allowed screen for who holds one of its scopes and remembers the visit', async () => {
    storeLogin(['vessel.update']);
    const empty = () => ({ body: { data: [], total: 0, page: 0, size: 25 } });
    mockFetch({
      'GET /api/bootstrap': () => ({ body: { features: { vessel: true } } }),
      'GET /api/export/vessels': empty,
      'GET /api/export/trips': empty,
    });
    renderApp('/export');
    expect(await screen.findByRole('heading', { name: 'Channel manager', level: 1 })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('seaberth.routeHistory') ?? '[]')).toEqual(['/export']);
  });

  it('sends a logged-in user away from the login page without a snackbar', async () => {
    storeLogin([]);
    mockFetch({ 'GET /api/bootstrap': () => ({ body: {} }) });
    renderApp('/login');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('returns to the login when the session expires under an open page', async () => {
    storeLogin(['users.self']);
    mockFetch({
      'GET /api/bootstrap': (call) =>
        call.headers.has('Authorization')
          ? {
              status: 401,
              body: { error: 'TokenExpiredError', message: 'TOKEN_EXPIRED', description: 'UNAUTHORIZED' },
            }
          : { body: {} },
    });
    renderApp('/users/profile');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login/));
    expect(localStorage.getItem('seaberth.auth')).toBeNull();
  });
});
