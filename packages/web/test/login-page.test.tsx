import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, TEST_TOKEN } from './fetch-mock.ts';
import { renderApp, testUser } from './render.tsx';

afterEach(() => vi.unstubAllGlobals());

const auth = { token: TEST_TOKEN, expiresIn: 3600, version: '1', user: testUser() };

describe('login page', () => {
  it('logs in on Enter, stores the session and opens the start page', async () => {
    const { calls } = mockFetch({
      'GET /api/bootstrap': () => ({ body: {} }),
      'POST /api/auth/token': () => ({ body: auth }),
    });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'mara@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'sea-horse{Enter}');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/auth/token');
    expect(post?.body).toMatchObject({ email: 'mara@example.com', password: 'sea-horse', isCRMUser: false });
    expect(JSON.parse(localStorage.getItem('seaberth.auth') ?? '{}').token).toBe(TEST_TOKEN);
    expect(await screen.findByRole('heading', { level: 1, name: /Mara Reef/ })).toBeInTheDocument();
    // Calls after login carry the new token.
    await waitFor(() => {
      const later = calls.filter((call) => call.url === '/api/bootstrap').at(-1);
      expect(later?.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    });
  });

  it('keeps the token for later calls under StrictMode too', async () => {
    const { calls } = mockFetch({
      'GET /api/bootstrap': () => ({ body: {} }),
      'POST /api/auth/token': () => ({ body: auth }),
      // The start page is the Today page: its figures come with the token too.
      'GET /api/dashboard/today': () => ({ body: { today: '2026-11-21', asset: null, days: 30 } }),
    });
    renderApp('/login', { strict: true });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'mara@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'sea-horse{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    await waitFor(() => {
      const later = calls.filter((call) => call.url === '/api/bootstrap').at(-1);
      expect(later?.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('returns to the page the guard sent the guest away from', async () => {
    const user = testUser({ permissions: { scope: ['users.self'] } });
    mockFetch({
      'GET /api/bootstrap': () => ({ body: {} }),
      'POST /api/auth/token': () => ({ body: { ...auth, user } }),
    });
    renderApp('/login?redirect=%2Fusers%2Fprofile');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'mara@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'sea-horse{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/users/profile'));
  });

  it('shows the translated error for wrong credentials and stays', async () => {
    mockFetch({
      'GET /api/bootstrap': () => ({ body: {} }),
      'POST /api/auth/token': () => ({
        status: 401,
        body: { error: 'Unauthorized', message: 'Invalid credentials', description: 'INVALID_CREDENTIALS' },
      }),
    });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'mara@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect(await screen.findByText('E-mail or password is wrong.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem('seaberth.auth')).toBeNull();
  });

  it('offers registration only where the operator allows it', async () => {
    mockFetch({
      'GET /api/bootstrap': () => ({
        // Online booking open for both does not open registration: its own switches do.
        body: {
          allowCustomerBooking: true,
          allowAgencyBooking: true,
          allowCustomerRegistration: true,
          allowAgencyRegistration: false,
        },
      }),
    });
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Create a customer account' })).toHaveAttribute(
      'href',
      '/register/customer',
    );
    expect(screen.queryByRole('link', { name: 'Register as an agency' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/password/reset',
    );
  });
});
