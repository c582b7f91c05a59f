import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { JumpPage } from './jump-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const session = {
  bootstrap: {
    systems: [
      {
        key: 'lodge',
        name: 'Reef Lodge',
        label: 'Reef Lodge',
        url: 'https://lodge.example.test',
        type: 'seaberth',
      },
    ],
  },
};
const open = (path: string) => renderWithApp(<JumpPage />, { path, route: '/jump/:system', session });

describe('JumpPage', () => {
  it('frames the other installation at the address of a fresh jump token, with the local path asked for', async () => {
    const { calls } = mockFetch({
      'POST /api/cauth/jump/lodge': () => ({
        body: {
          url: 'https://lodge.example.test/jumpto/a~b~c?to=%2Fbooking%2Flist',
          token: 'a.b.c',
          expiresIn: 60,
        },
      }),
    });
    open('/jump/lodge?to=/booking/list');
    const frame = await screen.findByTitle('Reef Lodge');
    expect(frame).toHaveAttribute('src', 'https://lodge.example.test/jumpto/a~b~c?to=%2Fbooking%2Flist');
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/cauth/jump/lodge?to=%2Fbooking%2Flist');
  });

  it('asks for no foreign path and frames the plain address when the account is not linked', async () => {
    const { calls } = mockFetch({
      'POST /api/cauth/jump/lodge': () => ({
        status: 404,
        body: { statusCode: 404, error: 'Not Found', description: 'NOT_FOUND', message: 'not linked' },
      }),
    });
    open('/jump/lodge?to=//evil.example');
    expect(
      await screen.findByText(/Your account is not linked to an account in Reef Lodge/),
    ).toBeInTheDocument();
    expect(screen.getByTitle('Reef Lodge')).toHaveAttribute('src', 'https://lodge.example.test/');
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/cauth/jump/lodge');
  });
});
