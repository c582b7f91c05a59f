import { bookingCommentResource, bookingResource } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, type Query } from '../api/client.ts';
import { ResourceForm } from './resource-form.tsx';
import { ResourceList } from './resource-list.tsx';
import { page, renderWithApp } from './test-support.tsx';

vi.mock('../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/client.ts')>()),
  api: (await import('../../test/mocked-api.ts')).mockedApi(),
}));

const get = vi.mocked(api.get);

const meta = { version: 1, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
const B1 = '00000000-0000-4000-8000-000000000001';
const B2 = '00000000-0000-4000-8000-000000000002';
const B3 = '00000000-0000-4000-8000-000000000003';
const bookings = [
  { id: B1, ...meta, bookingNo: 'B-1001', leadName: 'Ada Lovelace' },
  { id: B2, ...meta, bookingNo: 'B-1002', leadName: 'Grace Hopper' },
  { id: B3, ...meta, bookingNo: 'B-2001', leadName: 'Alan Turing' },
];
const comments = [
  { id: 'c1', ...meta, booking: B2, text: 'Late arrival' },
  { id: 'c2', ...meta, booking: B1, text: 'Vegetarian' },
  { id: 'c3', ...meta, booking: B2, text: 'Needs a transfer' },
];

/** The bookings list as the server answers it: by an id list, or a page of a search. */
function bookingsAnswer(query: Query | undefined) {
  if (query?.filter) {
    const ids: string[] = JSON.parse(String(query.filter)).id;
    return page(bookings.filter((booking) => ids.includes(booking.id)));
  }
  const search = String(query?.search ?? '').toLowerCase();
  return page(bookings.filter((booking) => booking.bookingNo.toLowerCase().includes(search)));
}

const bookingCalls = () =>
  get.mock.calls.filter(([path]) => path === '/api/bookings').map(([, query]) => query);

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (path: string, query?: Query) => {
    if (path === '/api/bookings') return bookingsAnswer(query);
    if (path === '/api/bookingcomment') return page(comments);
    if (path === '/api/bookingcomment/c1') return comments[0];
    throw new Error(`unexpected GET ${path}`);
  });
});

describe('references to a large resource', () => {
  it('is what bookings and customers are, and small resources are not', () => {
    expect(bookingResource.large).toBe(true);
    expect(bookingCommentResource.large).toBeUndefined();
  });

  it('label a list page by asking once for just the ids on it, never for all rows', async () => {
    renderWithApp(<ResourceList definition={bookingCommentResource} />);
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findAllByText('B-1002')).toHaveLength(2);
    expect(within(grid).getByText('B-1001')).toBeInTheDocument();
    expect(bookingCalls()).toEqual([{ page: 0, size: 2, filter: JSON.stringify({ id: [B1, B2] }) }]);
  });

  it('filter the list through a server search as the user types', async () => {
    const user = userEvent.setup();
    renderWithApp(<ResourceList definition={bookingCommentResource} />);
    await screen.findAllByText('B-1002');
    const filter = screen.getByRole('combobox', { name: /booking/i });
    await user.type(filter, 'b-20');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'B-1001' })).not.toBeInTheDocument());
    expect(bookingCalls()).toContainEqual({ page: 0, size: 25, search: 'b-20' });
    await user.click(screen.getByRole('option', { name: 'B-2001' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/bookingcomment',
        expect.objectContaining({ filter: JSON.stringify({ booking: B3 }) }),
      ),
    );
    expect(filter).toHaveValue('B-2001');
    expect(bookingCalls()).not.toContainEqual(expect.objectContaining({ size: 0 }));
  });

  it('show the chosen record of a picker by its label and search the server for another', async () => {
    const user = userEvent.setup();
    renderWithApp(<ResourceForm definition={bookingCommentResource} id="c1" />);
    const picker = await screen.findByRole('combobox', { name: /booking/i });
    await waitFor(() => expect(picker).toHaveValue('B-1002'));
    expect(bookingCalls()).toEqual([{ page: 0, size: 1, filter: JSON.stringify({ id: [B2] }) }]);

    await user.clear(picker);
    await user.type(picker, 'B-100');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'B-2001' })).not.toBeInTheDocument());
    expect(bookingCalls()).toContainEqual({ page: 0, size: 25, search: 'B-100' });
    await user.click(screen.getByRole('option', { name: 'B-1001' }));
    await waitFor(() => expect(picker).toHaveValue('B-1001'));
    expect(bookingCalls()).not.toContainEqual(expect.objectContaining({ size: 0 }));
  });
});
