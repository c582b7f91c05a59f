import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTokenTimer } from '../src/app/token-timer.ts';
import { useVersionCheck } from '../src/app/use-bootstrap.ts';
import { i18n } from '../src/i18n/index.ts';
import { mockFetch, TEST_TOKEN } from './fetch-mock.ts';
import { renderApp, testUser } from './render.tsx';

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('token timer', () => {
  function arm(lifetime: number, expiresInSeconds = lifetime) {
    const refresh = vi.fn(async () => true);
    const expire = vi.fn();
    const auth = { token: TEST_TOKEN, expiresAt: Date.now() + expiresInSeconds * 1000, lifetime };
    renderHook(() => useTokenTimer(auth, { refresh, expire }));
    return { refresh, expire };
  }

  it('refreshes 120 s before expiry when the token lives longer than 240 s', async () => {
    vi.useFakeTimers();
    const { refresh, expire } = arm(3600);
    await act(() => vi.advanceTimersByTimeAsync((3600 - 121) * 1000));
    expect(refresh).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(expire).not.toHaveBeenCalled();
  });

  it('lets a short-lived token expire without refreshing', async () => {
    vi.useFakeTimers();
    const { refresh, expire } = arm(240);
    await act(() => vi.advanceTimersByTimeAsync(239_000));
    expect(expire).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(expire).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('expires a token that ran out while the tab slept', async () => {
    vi.useFakeTimers();
    const { refresh, expire } = arm(3600, -5);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(expire).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('version check', () => {
  it('invalidates cached queries when the server reports a newer version', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(() => useVersionCheck(client));
    result.current({ version: '1.0.0', time: '2026-01-01T00:00:00Z' });
    expect(invalidate).not.toHaveBeenCalled();
    result.current({ version: '1.0.0', time: '2026-01-01T00:00:00Z' });
    expect(invalidate).not.toHaveBeenCalled();
    result.current({ version: '1.1.0', time: '2026-02-01T00:00:00Z' });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});

function storeLogin() {
  const user = testUser({ permissions: { scope: ['users.self'] } });
  localStorage.setItem(
    'seaberth.auth',
    JSON.stringify({ token: TEST_TOKEN, expiresAt: Date.now() + 3_600_000, lifetime: 3600, user }),
  );
  return user;
}

describe('session in the app', () => {
  it("saves a logged-in user's language choice and switches the texts", async () => {
    const user = storeLogin();
    const { calls } = mockFetch({
      'GET /api/bootstrap': () => ({ body: {} }),
      'POST /api/users/self': (call) => ({ body: { ...user, ...(call.body as object) } }),
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'EN – Language' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Deutsch' }));

    await waitFor(() => expect(calls.some((call) => call.url === '/api/users/self')).toBe(true));
    const save = calls.find((call) => call.url === '/api/users/self');
    expect(save?.body).toEqual({ settings: { ...user.settings, language: 'de' } });
    expect(await screen.findByRole('heading', { level: 1, name: /Mara Reef/ })).toHaveTextContent(/Guten/);
    // Bootstrap is reloaded in the new language, for the operator's translated overrides.
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url === '/api/bootstrap')
          .at(-1)
          ?.headers.get('Accept-Language'),
      ).toBe('de'),
    );
  });

  it('does not save the language of a guest', async () => {
    const { calls } = mockFetch({ 'GET /api/bootstrap': () => ({ body: {} }) });
    renderApp('/password/reset');
    await userEvent.click(await screen.findByRole('button', { name: 'EN – Language' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { name: 'Passwort zurücksetzen' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(document.cookie).toContain('lang=de');
  });

  it('logs out on the server, forgets the login and opens the login page', async () => {
    storeLogin();
    const { calls } = mockFetch({
      'GET /api/bootstrap': () => ({ body: {} }),
      'DELETE /api/auth/token': () => ({ status: 204 }),
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /Account menu$/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(calls.find((call) => call.method === 'DELETE')?.headers.get('Authorization')).toBe(
      `Bearer ${TEST_TOKEN}`,
    );
    expect(localStorage.getItem('seaberth.auth')).toBeNull();
    expect(screen.queryByText('Please log in to continue.')).toBeNull();
  });

  it('applies the operator translation overrides from bootstrap', async () => {
    storeLogin();
    const original = i18n.t('home.intro', { lng: 'en' });
    mockFetch({ 'GET /api/bootstrap': () => ({ body: { messages: { 'home.intro': 'Ahoy, crew!' } } }) });
    renderApp('/');
    expect(await screen.findByText('Ahoy, crew!')).toBeInTheDocument();
    i18n.addResource('en', 'translation', 'home.intro', original);
  });
});
