import { describeResourceFields, findField, userResource, userRoleResource } from '@seaberth/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client.ts';
import { textLayout } from './resource-columns.tsx';
import { ResourceList } from './resource-list.tsx';
import { page, renderWithApp } from './test-support.tsx';
import { keepAllStyles } from '../../test/emotion-styles.ts';

// This file asserts styles beyond what decides visibility: the columns wrap with `white-space` and `overflow-wrap`.
keepAllStyles();

vi.mock('../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/client.ts')>()),
  api: (await import('../../test/mocked-api.ts')).mockedApi(),
}));

const get = vi.mocked(api.get);

beforeEach(() => {
  get.mockReset();
});

describe('text columns', () => {
  it('let e-mail addresses and prose wrap, and keep names and codes on one line', () => {
    const users = describeResourceFields(userResource);
    const roles = describeResourceFields(userRoleResource);
    expect(textLayout(findField(users, 'email'))).toBe('email');
    expect(textLayout(findField(roles, 'description'))).toBe('prose');
    expect(textLayout(findField(users, 'name'))).toBe('line');
    expect(textLayout(findField(users, 'phone'))).toBe('line');
    expect(textLayout(findField(roles, 'group'))).toBe('line');
  });

  it('shows a long description whole across lines instead of cutting it', async () => {
    const description =
      'Front desk staff check guests in and out, move bookings between rooms and take payments at the counter.';
    get.mockResolvedValue(page([{ id: 'r1', version: 1, name: 'Front desk', group: 'Staff', description }]));
    renderWithApp(<ResourceList definition={userRoleResource} />);
    const cell = await screen.findByText(description);
    expect(getComputedStyle(cell).whiteSpace).toBe('normal');
    expect(cell.closest('[role="row"]')).toHaveStyle({ '--height': 'auto' });
  });

  it('lets a long e-mail address break instead of cutting it off', async () => {
    const email = 'reservations.and.bookings.department@very-long-dive-resort-name.example.com';
    get.mockResolvedValue(
      page([{ id: 'u1', version: 1, name: 'Ada', email, userType: 'internal', phone: '' }]),
    );
    renderWithApp(<ResourceList definition={userResource} />);
    const cell = await screen.findByText(email);
    expect(getComputedStyle(cell).whiteSpace).toBe('normal');
    expect(getComputedStyle(cell).overflowWrap).toBe('anywhere');
  });
});
