import type { DiveLogRecord } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { DiveLogPage } from './dive-log-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const dive = (overrides: Partial<DiveLogRecord> = {}): DiveLogRecord => ({
  id: 'd1',
  version: 1,
  createdAt: '2031-03-02T10:00:00.000Z',
  updatedAt: '2031-03-02T10:00:00.000Z',
  date: '2031-03-02',
  start: '08:30',
  end: '09:25',
  type: 't1',
  customer: 'c1',
  customerName: 'Anna Berg',
  depth: 18.4,
  boat: null,
  diveSite: 's1',
  sort: 1,
  crew: '',
  diveGuide: null,
  rentalGear: '',
  resort: null,
  vessel: null,
  tankSize: 12,
  airMix: 32,
  comment: '',
  booking: 'b1',
  billing: 'charged',
  packageProduct: null,
  chargeLine: 'm-dive-1',
  ...overrides,
});

const lookups = {
  'GET /api/divetype': () => ({ body: page([{ id: 't1', name: 'Boat dive', version: 1 }]) }),
  'GET /api/divesite': () => ({ body: page([{ id: 's1', name: 'Castle Rock', version: 1 }]) }),
};

describe('DiveLogPage', () => {
  it('lists the dives with their names and corrects the depth in the row at the version seen', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...lookups,
      'GET /api/divelog': () => ({ body: page([dive()]) }),
      'POST /api/divelog/d1': (call) => ({ body: dive({ ...(call.body as object), version: 2 }) }),
    });
    renderWithApp(<DiveLogPage />);
    const row = await screen.findByTestId('dive-d1');
    expect(within(row).getByText('Anna Berg')).toBeVisible();
    expect(await within(row).findByText('Boat dive')).toBeVisible();
    expect(within(row).getByText('Castle Rock')).toBeVisible();
    expect(within(row).getByText('EAN32')).toBeVisible();
    expect(within(row).getByText('Charged to booking')).toBeVisible();

    const depth = within(row).getByRole('textbox', {
      name: 'Depth in metres of the dive of Anna Berg, 02.03.2031',
    });
    await user.clear(depth);
    await user.type(depth, '24.5{Enter}');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ version: 1, depth: 24.5 });
  });

  it('asks before deleting, says the charge leaves the booking, and offers no correction to readers', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...lookups,
      'GET /api/divelog': () => ({ body: page([dive()]) }),
      'DELETE /api/divelog/d1': () => ({ status: 204 }),
    });
    renderWithApp(<DiveLogPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete the dive of Anna Berg, 02.03.2031' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('its charge leaves the booking');
    await user.click(within(dialog).getByRole('button', { name: 'Delete dive' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/divelog/d1'))).toBe(true),
    );
  });

  it('filters by day and lets a reader only read', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ ...lookups, 'GET /api/divelog': () => ({ body: page([dive()]) }) });
    renderWithApp(<DiveLogPage />, { principal: principalWith(['divelog.read']) });
    const row = await screen.findByTestId('dive-d1');
    expect(within(row).getByRole('textbox', { name: /Depth in metres/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Delete the dive/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '02.03.2031');
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url.includes('/api/divelog?') && decodeURIComponent(c.url).includes('"date":"2031-03-02"'),
        ),
      ).toBe(true),
    );
  });

  it('shows one diver’s dives when a customer’s page opens it, until the filter is removed', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ ...lookups, 'GET /api/divelog': () => ({ body: page([dive()]) }) });
    renderWithApp(<DiveLogPage />, { path: '/dive/log?customer=c1', route: '/dive/log' });
    const filter = await screen.findByRole('button', { name: 'Diver: Anna Berg' });
    const lastFilter = () =>
      decodeURIComponent(calls.filter((c) => c.url.startsWith('/api/divelog?')).at(-1)?.url ?? '');
    expect(lastFilter()).toContain('filter={"customer":"c1"}');
    filter.focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Diver: Anna Berg' })).toBeNull());
    await waitFor(() => expect(lastFilter()).not.toContain('customer'));
  });

  it('shows the rental gear each diver had out on the dive’s day', async () => {
    const rental = (customer: string, itemNumber: string, from: string, returnedOn: string | null) => ({
      id: `r-${itemNumber}`,
      version: 1,
      createdAt: '',
      updatedAt: '',
      item: `i-${itemNumber}`,
      product: 'p1',
      productName: 'BCD',
      itemNumber,
      size: 'M',
      customer,
      customerName: '',
      booking: 'b1',
      roomBooking: null,
      roomName: 'R1',
      from,
      returnedAt: null,
      returnedOn,
      posTransaction: null,
      posLine: null,
      userName: '',
    });
    const { calls } = mockFetch({
      ...lookups,
      'GET /api/divelog': () => ({ body: page([dive()]) }),
      'GET /api/rental/out': () => ({
        body: [
          rental('c1', '07', '2031-03-01', null),
          rental('c1', '09', '2031-02-20', '2031-03-01'),
          rental('c2', '11', '2031-03-01', null),
        ],
      }),
    });
    renderWithApp(<DiveLogPage />, { session: { features: { stock: true } } });
    const row = await screen.findByTestId('dive-d1');
    const gear = await within(row).findByLabelText('Rented gear');
    expect(
      within(gear)
        .getAllByText(/^BCD/)
        .map((chip) => chip.textContent),
    ).toEqual(['BCD 07 M']);
    const asked = calls.find((c) => c.url.includes('/api/rental/out'))!;
    expect(new URL(asked.url, 'http://x').searchParams.get('from')).toBe('2031-03-02');
  });
});
