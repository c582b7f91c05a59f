import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { CustomerMergesSection } from './customer-merges-section.tsx';

afterEach(() => vi.unstubAllGlobals());

const ANNA = '1b0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a11';
const MERGE = '5f0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a55';

const merge = (extra: object = {}) => ({
  id: MERGE,
  survivor: ANNA,
  removed: {
    id: '9c0f7a52-1c1e-4a43-9f7e-3f1b2f0c0a22',
    fullName: 'ANNA Berg',
    email: 'Anna.Berg@Example.ORG',
  },
  moved: { bookings: 1, booking_guests: 1 },
  byName: 'Reservations',
  createdAt: '2026-05-01T10:00:00.000Z',
  undoUntil: '2026-05-31T10:00:00.000Z',
  undoneAt: null,
  undoable: true,
  ...extra,
});

describe('merged records on the customer’s record', () => {
  it('lists a merge and undoes it after confirming', async () => {
    let merges = [merge()];
    const { calls } = mockFetch({
      [`GET /api/customer/${ANNA}/merges`]: () => ({ body: merges }),
      [`POST /api/customer/merge/${MERGE}/undo`]: () => {
        merges = [merge({ undoable: false, undoneAt: '2026-05-02T10:00:00.000Z' })];
        return { body: merges[0] };
      },
    });
    renderWithApp(<CustomerMergesSection customer={ANNA} />);
    const section = await screen.findByTestId('customer-merges');
    expect(within(section).getByText('ANNA Berg · Anna.Berg@Example.ORG')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Undo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this merge?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('ANNA Berg is a separate customer again')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(await within(section).findByText(/^Merge undone on/)).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('shows nothing for a customer nobody was merged into', async () => {
    const { fetchMock } = mockFetch({ [`GET /api/customer/${ANNA}/merges`]: () => ({ body: [] }) });
    renderWithApp(<CustomerMergesSection customer={ANNA} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('customer-merges')).toBeNull();
  });
});
