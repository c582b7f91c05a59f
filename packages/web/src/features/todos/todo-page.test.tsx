import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { TodoPage } from './todo-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const todo = (id: string, text: string, due: string, open = true) => ({
  id,
  booking: 'b1',
  bookingNo: '2027-00042',
  leadName: 'Ana Diaz',
  group: 'Documents',
  text,
  due,
  open,
  definition: 'd1',
  editedBy: null,
  editedByName: open ? null : 'Admin',
  predefined: true,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
});

describe('TodoPage', () => {
  it('lists open to-dos with their booking, marks the overdue one, and ticks one off', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/todo/open': () => ({
        body: {
          data: [todo('t1', 'Send the voucher', '2000-01-01'), todo('t2', 'Collect passports', '2999-01-01')],
          total: 2,
        },
      }),
      'POST /api/todo/solve/b1/t1': () => ({ body: todo('t1', 'Send the voucher', '2000-01-01', false) }),
    });
    renderWithApp(<TodoPage />);
    const table = await screen.findByRole('table', { name: 'To-dos' });
    const voucher = within(table).getByText('Send the voucher').closest('tr')!;
    expect(voucher).toHaveTextContent('overdue');
    expect(voucher).toHaveTextContent('2027-00042 · Ana Diaz');
    expect(within(table).getByText('Collect passports').closest('tr')).not.toHaveTextContent('overdue');
    await user.click(within(table).getByRole('checkbox', { name: 'Mark “Send the voucher” done' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ open: false });
  });

  it('shows the rules as a list to edit', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/todo/open': () => ({ body: { data: [], total: 0 } }),
      'GET /api/tododefinition': () => ({
        body: {
          data: [
            {
              id: 'd1',
              version: 1,
              group: 'Documents',
              text: 'Send the voucher',
              rule: { calcType: 'afterBooking', value: 3 },
              closeOnAbort: true,
              isActive: true,
            },
          ],
          total: 1,
          page: 0,
          size: 25,
        },
      }),
    });
    renderWithApp(<TodoPage />);
    expect(await screen.findByText('Nothing left to do.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(await screen.findByText('Send the voucher')).toBeInTheDocument();
  });
});
