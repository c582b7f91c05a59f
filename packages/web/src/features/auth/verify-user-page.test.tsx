import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { VerifyUserPage } from './verify-user-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const open = (query: string) =>
  renderWithApp(<VerifyUserPage />, { path: `/user/u9/verify${query}`, route: '/user/:id/verify' });

describe('VerifyUserPage', () => {
  it('confirms the address with the token from the link as it opens', async () => {
    const { calls } = mockFetch({ 'POST /api/users/u9/verify': () => ({ body: { verified: true } }) });
    open('?token=t%2Fok');
    expect(await screen.findByText('Thank you: your e-mail address is confirmed.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/users/u9/verify?token=t%2Fok');
  });

  it('says when the link is used or expired', async () => {
    mockFetch({
      'POST /api/users/u9/verify': () => ({
        status: 400,
        body: {
          error: 'Bad Request',
          statusCode: 400,
          message: 'This confirmation link is invalid, used or expired',
          description: 'INVALID_VERIFY_TOKEN',
        },
      }),
    });
    open('?token=old');
    expect(
      await screen.findByText(/The confirmation link is invalid, already used or expired/),
    ).toBeInTheDocument();
  });

  it('calls nothing without a token', async () => {
    const { calls } = mockFetch({});
    open('');
    expect(await screen.findByText(/has no confirmation token/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
