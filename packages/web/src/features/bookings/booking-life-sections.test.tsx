import type { BookingDetail, BookingVersion } from '@seaberth/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { Facts } from '../../app/facts.tsx';
import { i18n } from '../../i18n/index.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BookingComments } from './booking-comments.tsx';
import { BookingHistory } from './booking-history.tsx';
import { lifeFacts } from './booking-life-facts.tsx';

afterEach(() => vi.unstubAllGlobals());

const booking = {
  id: 'b1',
  version: 9,
  bookingNo: '2027-00042',
  state: 'aborted',
  currency: 'EUR',
  optionUntil: '2027-01-10',
  cancelationDate: '2027-01-05',
  cancelReason: 'customer: changed plans',
  freedDate: null,
  releaseReason: null,
  deletedDate: null,
  resolvedDate: null,
  rebookedTo: null,
  rebookedFrom: 'b0',
  splitFrom: null,
} as unknown as BookingDetail;

const comments = [
  {
    id: 'c2',
    booking: 'b1',
    text: 'Wants the upper deck',
    authorName: 'Ole Sea',
    createdAt: '2027-01-04T09:00:00Z',
  },
  {
    id: 'c1',
    booking: 'b1',
    text: 'Arrives by ferry',
    authorName: 'Mia Desk',
    createdAt: '2027-01-03T08:00:00Z',
  },
];

describe('BookingComments', () => {
  it('asks for the newest first and deletes a comment only after a confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/bookingcomment': () => ({ body: { data: comments, total: 2 } }),
      'DELETE /api/bookingcomment/c1': () => ({ status: 204 }),
    });
    renderWithApp(<BookingComments booking={booking} canUpdate />);
    const section = await screen.findByTestId('booking-comments');
    await within(section).findByText('Arrives by ferry');
    const query = new URL(calls[0]!.url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      size: '0',
      sort: 'createdAt',
      order: '-1',
      filter: '{"booking":"b1"}',
    });
    const texts = within(section).getAllByText(/Wants the upper deck|Arrives by ferry/);
    expect(texts.map((p) => p.textContent)).toEqual(['Wants the upper deck', 'Arrives by ferry']);
    expect(within(section).getByText(/Mia Desk · \d{2}\.\d{2}\.2027 \d{2}:\d{2}/)).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Delete comment “Arrives by ferry”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete comment?' });
    expect(dialog).toHaveTextContent('The comment by Mia Desk is deleted');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      expect.stringContaining('/api/bookingcomment/c1'),
    ]);
  });

  it('lets someone who may only read see the comments, without a form or delete buttons', async () => {
    mockFetch({ 'GET /api/bookingcomment': () => ({ body: { data: comments, total: 2 } }) });
    renderWithApp(<BookingComments booking={booking} canUpdate={false} />);
    const section = await screen.findByTestId('booking-comments');
    await within(section).findByText('Arrives by ferry');
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});

const change = (version: number, changes: BookingVersion['changes']): BookingVersion => ({
  version,
  action: 'edit',
  at: '2027-01-02T10:00:00Z',
  actor: { id: 'u1', name: 'Mia Desk' },
  changes,
});

describe('BookingHistory', () => {
  it('words what changed: reasons, rooms, payments, references, extras, times', async () => {
    mockFetch({
      'GET /api/bookingsource': () => ({
        body: {
          data: [{ id: '0b9e1b7e-6c1a-4c55-9d1e-5a4f1b2c3d4e', version: 1, name: 'Dive travel fair' }],
          total: 1,
        },
      }),
      'GET /api/bookings/b1/history': () => ({
        body: [
          {
            ...change(3, [
              { field: 'state', before: 'planned', after: 'aborted' },
              { field: 'cancelReason', before: null, after: 'customer: changed plans' },
              {
                field: 'rooms.Cabin 4.1.guests',
                before: ['Anna Berg', null],
                after: ['Anna Berg', 'Ben Berg'],
              },
              { field: 'rooms.Cabin 4.1.checkIn', before: null, after: '2027-03-06T14:30:00Z' },
            ]),
            action: 'cancel',
            actor: null,
          },
          change(2, [
            {
              field: 'payments',
              before: null,
              after: { id: 'p1', date: '2027-01-02', amount: 25000, currency: 'EUR', method: 'cash' },
            },
            { field: 'references', before: { id: 'r1', kind: 'ota', value: 'BK-1' }, after: null },
            { field: 'source', before: 'direct', after: 'agency' },
            { field: 'bookingSource', before: null, after: '0b9e1b7e-6c1a-4c55-9d1e-5a4f1b2c3d4e' },
            { field: 'language', before: 'de', after: 'en' },
            {
              field: 'extras',
              before: { addons: [], specials: [], manual: [] },
              after: {
                addons: [{ supplement: 'x' }, { supplement: 'y' }],
                specials: [{ special: 'z' }],
                manual: [],
              },
            },
          ]),
        ],
      }),
    });
    renderWithApp(<BookingHistory booking={booking} />);
    const latest = await screen.findByTestId('booking-version-3');
    await waitFor(() =>
      expect(screen.getByTestId('booking-version-2')).toHaveTextContent('Source: – → Dive travel fair'),
    );
    expect(latest).toHaveTextContent('Cancelled · System');
    expect(latest).toHaveTextContent('State: Reservation → Cancelled');
    expect(latest).toHaveTextContent('Cancellation reason: – → Customer cancelled: changed plans');
    expect(latest).toHaveTextContent('Cabin 4.1 · Guests: Anna Berg, – → Anna Berg, Ben Berg');
    expect(latest).toHaveTextContent(/Cabin 4\.1 · Check-in: – → \d{2}\.03\.2027 \d{2}:\d{2}/);
    const earlier = screen.getByTestId('booking-version-2');
    expect(earlier).toHaveTextContent('Payment: – → 02.01.2027 €250.00');
    expect(earlier).toHaveTextContent('Reference: OTA: BK-1 → –');
    expect(earlier).toHaveTextContent('Extras: – → 2 add-ons, 1 special');
    expect(earlier).toHaveTextContent('Channel: Direct → Agency');
    expect(earlier).toHaveTextContent('Language: German → English');
  });

  it('shows the latest ten versions of a long history until asked for all', async () => {
    const user = userEvent.setup();
    const versions = Array.from({ length: 12 }, (_, i) =>
      change(12 - i, [{ field: 'note', before: `v${11 - i}`, after: `v${12 - i}` }]),
    );
    mockFetch({ 'GET /api/bookings/b1/history': () => ({ body: versions }) });
    renderWithApp(<BookingHistory booking={booking} />);
    const section = await screen.findByTestId('booking-history');
    await within(section).findByTestId('booking-version-12');
    expect(within(section).getByTestId('booking-version-3')).toBeVisible();
    expect(within(section).queryByTestId('booking-version-2')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Show all 12 versions' }));
    expect(within(section).getByTestId('booking-version-1')).toBeVisible();
  });
});

describe('the facts of a booking’s life', () => {
  const facts = (detail: BookingDetail) =>
    render(
      <MemoryRouter>
        <Facts facts={lifeFacts(detail, i18n.t)} />
      </MemoryRouter>,
    );

  it('tells when and why a booking was cancelled and links the booking it came from', async () => {
    await i18n.changeLanguage('en');
    facts(booking);
    // A cancelled booking holds nothing any more: its option date is not shown.
    expect(screen.queryByText('Option until')).toBeNull();
    expect(screen.getByText('05.01.2027 · Customer cancelled: changed plans')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open booking' })).toHaveAttribute('href', '/booking/b0');
  });

  it('names the linked bookings by number, the parts of a split too', async () => {
    await i18n.changeLanguage('en');
    const related = [
      { relation: 'rebookedFrom', id: 'b0', bookingNo: '2027-00040', state: 'rebooked', from: '', to: '' },
      { relation: 'splitInto', id: 'b7', bookingNo: '2027-00047', state: 'planned', from: '', to: '' },
      { relation: 'splitInto', id: 'b8', bookingNo: '2027-00048', state: 'planned', from: '', to: '' },
    ];
    facts({ ...booking, related } as BookingDetail);
    expect(screen.getByRole('link', { name: '2027-00040' })).toHaveAttribute('href', '/booking/b0');
    expect(screen.getByText('Split into')).toBeVisible();
    expect(screen.getByRole('link', { name: '2027-00047' })).toHaveAttribute('href', '/booking/b7');
    expect(screen.getByRole('link', { name: '2027-00048' })).toHaveAttribute('href', '/booking/b8');
  });

  it('tells until when an option holds, and when a booking was resolved', async () => {
    await i18n.changeLanguage('de');
    const { unmount } = facts({ ...booking, state: 'planned', rebookedFrom: null });
    expect(screen.getByText('Option bis')).toBeVisible();
    expect(screen.getByText('10.01.2027')).toBeVisible();
    unmount();
    facts({ ...booking, state: 'resolved', resolvedDate: '2027-03-14', rebookedFrom: null });
    expect(screen.getByText('Erledigt am')).toBeVisible();
    expect(screen.getByText('14.03.2027')).toBeVisible();
    await i18n.changeLanguage('en');
  });
});
