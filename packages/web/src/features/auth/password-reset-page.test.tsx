import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, TEST_TOKEN } from '../../../test/fetch-mock.ts';
import { renderApp, testUser } from '../../../test/render.tsx';

const bootstrap = { 'GET /api/bootstrap': () => ({ body: { features: {}, viewConfig: {} } }) };

afterEach(() => vi.unstubAllGlobals());

describe('password reset, request mode', () => {
  it('sends the email with PUT and confirms in green', async () => {
    const { calls } = mockFetch({
      ...bootstrap,
      'PUT /api/auth/password/reset': () => ({ body: { ok: true } }),
    });
    renderApp('/password/reset');
    const email = await screen.findByLabelText('E-mail');
    expect(screen.queryByLabelText('Token')).not.toBeInTheDocument();
    await userEvent.type(email, 'mara@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText('password change requested, please check your emails.'),
    ).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/auth/password/reset');
    expect(put?.body).toMatchObject({ email: 'mara@example.com', isCRMUser: false });
    expect(typeof (put!.body as { ts: unknown }).ts).toBe('number');
  });

  it('submits on Enter', async () => {
    const { calls } = mockFetch({
      ...bootstrap,
      'PUT /api/auth/password/reset': () => ({ body: { ok: true } }),
    });
    renderApp('/password/reset');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'mara@example.com{Enter}');
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
  });

  it("shows the red 'can't request password change.' when the request fails", async () => {
    mockFetch({
      ...bootstrap,
      'PUT /api/auth/password/reset': () => ({ status: 500, body: { message: 'down' } }),
    });
    renderApp('/password/reset');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'mara@example.com{Enter}');
    const alert = await screen.findByText("can't request password change.");
    expect(alert.closest('.MuiAlert-root')).toHaveClass('MuiAlert-filledError');
  });

  it('shows the validation messages of SPEC §5 and sends nothing', async () => {
    const { calls } = mockFetch(bootstrap);
    renderApp('/password/reset');
    const email = await screen.findByLabelText('E-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('E-Mail is required')).toBeInTheDocument();
    await userEvent.type(email, 'not-an-email{Enter}');
    expect(await screen.findByText('E-mail must be valid')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('password reset, save mode', () => {
  const query = '?token=reset-123&email=mara%40example.com';

  it('prefills token and email from the query and disables them', async () => {
    mockFetch(bootstrap);
    renderApp(`/password/reset${query}`);
    const token = await screen.findByLabelText('Token');
    expect(token).toHaveValue('reset-123');
    expect(token).toBeDisabled();
    expect(screen.getByLabelText('E-mail')).toHaveValue('mara@example.com');
    expect(screen.getByLabelText('E-mail')).toBeDisabled();
    expect(screen.getByLabelText('New password')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it("says 'Passwords must match' and 'Password must be longer than 4 characters'", async () => {
    const { calls } = mockFetch(bootstrap);
    renderApp(`/password/reset${query}`);
    await userEvent.type(await screen.findByLabelText('New password'), 'abc');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'abd{Enter}');
    expect(await screen.findByText('Password must be longer than 4 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for the token when none came with the link', async () => {
    mockFetch(bootstrap);
    const { PasswordResetPage } = await import('./password-reset-page.tsx');
    const { renderWithSession, fakeSession } = await import('../../../test/render.tsx');
    renderWithSession(<PasswordResetPage saveMode />, fakeSession());
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Token is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('saves the new password, confirms in green and goes to the start page', async () => {
    const { calls } = mockFetch({
      ...bootstrap,
      'POST /api/auth/password/reset': () => ({
        body: { token: TEST_TOKEN, expiresIn: 3600, version: '1', user: testUser(), userType: 'internal' },
      }),
    });
    renderApp(`/password/reset${query}`);
    await userEvent.type(await screen.findByLabelText('New password'), 'sea-horse');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'sea-horse{Enter}');

    expect(await screen.findByText('password changed sucessfully!')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      email: 'mara@example.com',
      password: 'sea-horse',
      token: 'reset-123',
      isCRMUser: false,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('hides the token field in club mode but still sends the token', async () => {
    const { calls } = mockFetch({
      ...bootstrap,
      'POST /api/auth/password/reset': () => ({ body: { userType: 'guest' } }),
    });
    renderApp(`/club/password/reset${query}`);
    const password = await screen.findByLabelText('New password');
    expect(screen.queryByLabelText('Token')).not.toBeInTheDocument();
    await userEvent.type(password, 'sea-horse');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'sea-horse{Enter}');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      token: 'reset-123',
      isCRMUser: true,
    });
  });
});
