import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { testUser } from '../../../test/render.tsx';
import { renderWithApp } from '../../resources/test-support.tsx';
import { UnconfirmedEmailAlert } from './unconfirmed-email-alert.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('UnconfirmedEmailAlert', () => {
  it('asks an unconfirmed user to confirm and sends the link again', async () => {
    const { calls } = mockFetch({
      'POST /api/users/u1/verify': () => ({ status: 202, body: { verified: false, sent: true } }),
    });
    renderWithApp(<UnconfirmedEmailAlert user={testUser({ verified: false })} />);
    expect(screen.getByText(/mara@example.com is not confirmed yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new link is on its way to mara@example.com.')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/users/u1/verify']);
  });
});
