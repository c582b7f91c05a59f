import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from './fetch-mock.ts';
import { renderApp } from './render.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('register page', () => {
  it('asks to check the mail instead of logging in', async () => {
    const { calls } = mockFetch({
      'GET /api/bootstrap': () => ({ body: { allowCustomerRegistration: true } }),
      'POST /api/auth/register': () => ({ status: 202, body: { ok: true } }),
    });
    renderApp('/register/customer');
    await userEvent.type(await screen.findByLabelText('Full name'), 'Dina Diver');
    await userEvent.type(screen.getByLabelText('E-mail'), 'dina@example.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'bubbles1');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'bubbles1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(/we have sent a link to dina@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the login' })).toHaveAttribute('href', '/login');
    const post = calls.find((call) => call.url === '/api/auth/register');
    expect(post?.body).toMatchObject({ userType: 'customer', email: 'dina@example.com' });
    expect(localStorage.getItem('seaberth.auth')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/register/customer');
  });

  it('stays closed while only online booking is open', async () => {
    mockFetch({ 'GET /api/bootstrap': () => ({ body: { allowCustomerBooking: true } }) });
    renderApp('/register/customer');
    expect(await screen.findByText(/Registration is not open at the moment/)).toBeInTheDocument();
  });
});
