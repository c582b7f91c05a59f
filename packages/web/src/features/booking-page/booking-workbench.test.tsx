import type { BookingDetail, BookingVersion } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BookingPage } from './booking-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const base = {
  id: 'b1',
  version: 5,
  bookingNo: '2027-00007',
  state: 'planned',
  type: 'vessel',
  from: '2027-01-02',
  to: '2027-01-09',
  lead: 'k1',
  leadName: 'Anna Berg',
  noOfPax: 1,
  schedule: 's1',
  tour: 't1',
  vessel: 'v1',
  resort: null,
  currency: 'EUR',
  total: 150000,
  paid: 0,
  bookingDate: '2026-11-01',
  note: '',
  language: 'en',
  calculation: null,
  optionUntil: '2026-12-01',
  previousState: null,
  references: [{ id: 'r1', kind: 'agency', value: 'DIVE-118', createdAt: '' }],
  rooms: [
    {
      id: 'rb1',
      room: 'c1',
      roomName: 'Cabin 1',
      from: '2027-01-02',
      to: '2027-01-09',
      beds: null,
      guests: [{ customer: 'k1', fullName: 'Anna Berg', bed: 0 }],
    },
  ],
  payments: [],
} as unknown as BookingDetail;

const versions: BookingVersion[] = [
  {
    version: 2,
    action: 'edit',
    at: '2026-11-02T10:00:00Z',
    actor: { id: 'u1', name: 'Mia Desk' },
    changes: [{ field: 'note', before: '', after: 'Vegetarian' }],
  },
  {
    version: 1,
    action: 'create',
    at: '2026-11-01T09:00:00Z',
    actor: null,
    changes: [
      { field: 'state', before: null, after: 'planned' },
      { field: 'total', before: null, after: 150000 },
    ],
  },
];

function page(booking: Partial<BookingDetail>, handlers: Parameters<typeof mockFetch>[0] = {}) {
  const detail = { ...base, ...booking };
  const mock = mockFetch({
    'GET /api/bookings/b1': () => ({ body: detail }),
    'GET /api/bookings/b1/history': () => ({ body: versions }),
    'GET /api/bookingcomment': () => ({
      body: {
        data: [
          {
            id: 'c1',
            booking: 'b1',
            text: 'Arrives by ferry',
            authorName: 'Mia Desk',
            createdAt: '2026-11-03T08:00:00Z',
          },
        ],
        total: 1,
      },
    }),
    ...handlers,
  });
  renderWithApp(<BookingPage />, { path: '/booking/b1', route: '/booking/:id' });
  return mock;
}

const actions = () => screen.getByRole('group', { name: 'Actions' });

describe('the booking workbench', () => {
  it('shows only the actions the state allows', async () => {
    page({ state: 'aborted', previousState: 'planned' });
    await screen.findByRole('heading', { level: 1, name: /2027-00007/ });
    const bar = within(actions());
    expect(bar.getByRole('button', { name: 'Revert' })).toBeVisible();
    expect(bar.getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(bar.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(bar.queryByRole('button', { name: 'Release' })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('offers no release or delete on a confirmed booking', async () => {
    page({ state: 'confirmed' });
    await screen.findByRole('heading', { level: 1, name: /2027-00007/ });
    const bar = within(actions());
    expect(bar.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(bar.queryByRole('button', { name: 'Release' })).toBeNull();
    expect(bar.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('releases with a reason, and shows the refusal of a stale version in the dialog', async () => {
    const user = userEvent.setup();
    let answer = 0;
    const { calls } = page(
      {},
      {
        'POST /api/bookings/b1/release': () =>
          answer++ === 0
            ? { status: 409, body: { statusCode: 409, description: 'STALE_VERSION', message: 'stale' } }
            : { body: { ...base, state: 'freed' } },
      },
    );
    await user.click(
      await within(await screen.findByRole('group', { name: 'Actions' })).findByRole('button', {
        name: 'Release',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Release 2027-00007?' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(screen.getByRole('option', { name: 'No payment' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Reminded twice');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else saved this record');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 'noPayment',
      message: 'Reminded twice',
      version: 5,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('words a revert refused because the cabin was sold meanwhile', async () => {
    const user = userEvent.setup();
    page(
      { state: 'freed', previousState: 'planned' },
      {
        'POST /api/bookings/b1/revert': () => ({
          status: 409,
          body: {
            statusCode: 409,
            description: 'ROOM_TAKEN',
            message: 'taken',
            params: { room: 'Cabin 1', from: '02.01.2027', to: '09.01.2027' },
          },
        }),
      },
    );
    await user.click(
      await within(await screen.findByRole('group', { name: 'Actions' })).findByRole('button', {
        name: 'Revert',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revert 2027-00007?' });
    expect(dialog).toHaveTextContent('The booking becomes “Reservation” again');
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cabin 1 is already taken for some nights between 02.01.2027 and 09.01.2027',
    );
  });

  it('tells the history: who did what, what changed, and compares two versions', async () => {
    const user = userEvent.setup();
    page(
      {},
      {
        'GET /api/bookings/b1/history/diff': () => ({
          body: { from: 1, to: 2, changes: [{ field: 'note', before: '', after: 'Vegetarian' }] },
        }),
      },
    );
    const history = await screen.findByTestId('booking-history');
    expect(await within(history).findByTestId('booking-version-2')).toHaveTextContent(
      /Edited · Mia Desk · .* · version 2Note: – → Vegetarian/,
    );
    expect(within(history).getByTestId('booking-version-1')).toHaveTextContent('Created · System');
    expect(within(history).getByTestId('booking-version-1')).toHaveTextContent('Total: – → €1,500.00');
    await user.click(within(history).getByRole('button', { name: 'Compare versions' }));
    const compare = within(history).getByTestId('booking-history-compare');
    expect(await within(compare).findByText('Vegetarian', { exact: false })).toBeVisible();
  });

  it('adds a comment and a reference, and removes a reference', async () => {
    const user = userEvent.setup();
    const { calls } = page(
      {},
      {
        'POST /api/bookingcomment': () => ({ status: 201, body: { id: 'c2' } }),
        'POST /api/bookings/b1/ref': () => ({ body: base }),
        'DELETE /api/bookings/b1/ref/r1': () => ({ body: base }),
      },
    );
    const comments = await screen.findByTestId('booking-comments');
    expect(await within(comments).findByText('Arrives by ferry')).toBeVisible();
    await user.type(within(comments).getByRole('textbox', { name: 'New comment' }), 'Late check-in');
    await user.click(within(comments).getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/api/bookingcomment') && c.method === 'POST')).toBe(true),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ booking: 'b1', text: 'Late check-in' });

    const refs = screen.getByTestId('booking-references');
    expect(within(refs).getByText('Agency: DIVE-118')).toBeVisible();
    await user.click(within(refs).getByRole('button', { name: 'Add reference' }));
    await user.type(within(refs).getByRole('textbox', { name: 'Reference' }), 'OTA-9');
    await user.click(within(refs).getByRole('button', { name: 'Add reference' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/ref'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/ref'))?.body).toEqual({
      kind: 'agency',
      value: 'OTA-9',
      version: 5,
    });
    await user.click(within(refs).getByLabelText('Remove reference DIVE-118'));
    const confirm = screen.getByRole('dialog', { name: 'Remove reference DIVE-118?' });
    expect(confirm).toHaveTextContent('“Agency: DIVE-118” is removed');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')?.url).toContain('/api/bookings/b1/ref/r1?version=5');
  });

  it('shows until when the option holds, and edits the header', async () => {
    const user = userEvent.setup();
    const { calls } = page(
      {},
      {
        'GET /api/bookingsource': () => ({ body: { data: [], total: 0 } }),
        'GET /api/bookingcategory': () => ({ body: { data: [], total: 0 } }),
        'POST /api/bookings/b1': () => ({ body: base }),
      },
    );
    expect(await screen.findByText('01.12.2026')).toBeVisible();
    await user.click(within(actions()).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit 2027-00007' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Honeymoon');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      bookingSource: null,
      category: null,
      language: 'en',
      note: 'Honeymoon',
      optionUntil: '2026-12-01',
      version: 5,
    });
  });

  it('cancels with a fee shown before confirming', async () => {
    const user = userEvent.setup();
    const { calls } = page(
      {},
      {
        // The server works the fee out; the dialog shows its answer before confirming.
        'POST /api/bookings/b1/cancell/preview': (call) => {
          const { percent } = call.body as { percent?: number };
          const fee = percent === undefined ? 0 : (150_000 * percent) / 100;
          return {
            body: {
              currency: 'EUR',
              total: 150_000,
              paid: 0,
              fee,
              percent: percent ?? null,
              daysBefore: 40,
              date: '2027-01-01',
              terms: null,
              scale: [],
              balance: fee,
            },
          };
        },
        'POST /api/bookings/b1/cancell': () => ({ body: { ...base, state: 'aborted' } }),
      },
    );
    await user.click(
      await within(await screen.findByRole('group', { name: 'Actions' })).findByRole('button', {
        name: 'Cancel booking',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking 2027-00007?' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Fee' }));
    await user.click(screen.getByRole('option', { name: 'A percent of the booking' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Percent' }), '50');
    await waitFor(() =>
      expect(within(dialog).getByTestId('cancel-preview-fee')).toHaveTextContent('€750.00'),
    );
    expect(within(dialog).getByTestId('cancel-preview-balance')).toHaveTextContent('€750.00');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/cancell'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/cancell'))?.body).toEqual({
      reason: 'customer',
      message: '',
      percent: 50,
      version: 5,
    });
  });
});
