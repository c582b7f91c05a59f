import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { apiError, renderWithApp } from '../../resources/test-support.tsx';
import { chartAnswer, chartBar } from './chart-test-data.ts';
import { OccupancyPage } from './occupancy-page.tsx';

const RESORTS = { assets: [{ id: 'r1', name: 'Coral Garden', type: 'resort' }] };
const CHART_URL = 'GET /api/bookings/occupancy/r1/2027-03-01/2027-03-15';
const LANE = {
  left: 132,
  width: 1400,
  top: 0,
  height: 28,
  right: 1532,
  bottom: 28,
  x: 132,
  y: 0,
  toJSON: () => ({}),
};

const open = () =>
  renderWithApp(<OccupancyPage />, {
    path: '/booking/occupancy?resort=r1&span=2w&start=2027-03-01',
    route: '/booking/occupancy',
    session: { bootstrap: RESORTS },
  });

beforeEach(() => {
  // jsdom has no PointerEvent; Testing Library then sends a plain Event without button or clientX.
  if (!('PointerEvent' in window)) vi.stubGlobal('PointerEvent', class extends MouseEvent {});
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(LANE as DOMRect);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Drags with the pointer from one point to another; `over` is the element under the pointer at the end. */
function drag(element: Element, fromX: number, toX: number, over: Element) {
  document.elementFromPoint = () => over;
  fireEvent.pointerDown(element, { button: 0, clientX: fromX, clientY: 10 });
  window.dispatchEvent(new MouseEvent('pointermove', { clientX: toX, clientY: 40 }));
  window.dispatchEvent(new MouseEvent('pointerup', { clientX: toX, clientY: 40 }));
}

const laneOf = (room: string) => document.querySelector(`[data-room="${room}"] [data-lane]`)!;

describe('the occupancy chart', () => {
  it('tells until when an offer or reservation holds its room', async () => {
    const bars = [chartBar({ state: 'planned', optionUntil: '2027-03-02' })];
    mockFetch({ [CHART_URL]: () => ({ body: chartAnswer({ bars }) }) });
    open();
    const bar = await screen.findByRole('gridcell', { name: /Anna Berg \(2027-00001\)/ });
    fireEvent.pointerOver(bar);
    expect(bar.title).toContain('Option until 02.03.2027');
  });

  it('draws every room by type with its bookings from one call, each telling who, when and what is open', async () => {
    const { calls } = mockFetch({ [CHART_URL]: () => ({ body: chartAnswer() }) });
    open();
    const grid = await screen.findByTestId('occupancy-grid');
    const names = [...grid.querySelectorAll('.r:not(.h) > .n')].map((cell) => cell.textContent);
    expect(names).toEqual(['Dive Dorm', 'Dorm A', 'Bed 1', 'Bed 2', 'Bed 3', 'Garden Double', 'G2', 'G10']);
    const bar = within(grid).getByRole('gridcell', { name: /Anna Berg \(2027-00001\)/ });
    expect(bar).toHaveAttribute('data-href', '/booking/b1');
    expect(bar).toHaveAccessibleName('G2, 03.03.2027 – 06.03.2027, Anna Berg (2027-00001), Confirmed');
    // Pointing at a bar tells the rest: nights, state, guests, money open.
    fireEvent.pointerOver(bar);
    expect(bar.title).toContain('03.03.2027 – 06.03.2027 (3 nights)');
    expect(bar.title).toContain('Anna Berg, Ben Berg');
    expect(bar.title).toContain('Open: €200.00');
    expect(bar).toHaveAttribute('data-color', 'booking');
    expect(calls.filter((c) => c.url.includes('/api/bookings/occupancy/'))).toHaveLength(1);
    await userEvent.click(bar);
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('moves a booking dragged to another room and a day later, after a preview with the price', async () => {
    const { calls } = mockFetch({
      [CHART_URL]: () => ({ body: chartAnswer() }),
      'POST /api/bookings/b1/rooms/rb1/preview': () => ({
        body: { currency: 'EUR', total: 30000, repriced: 36000, clash: null, locked: false },
      }),
      'POST /api/bookings/b1/rooms/rb1': () => ({ body: {} }),
    });
    open();
    const bar = await screen.findByRole('gridcell', { name: /Anna Berg/ });
    // One day is 100 px of the 1,400 px line.
    drag(bar, 400, 500, laneOf('G10'));
    const dialog = await screen.findByTestId('move-preview-dialog');
    expect(dialog).toHaveTextContent('to G10, 04.03.2027 – 07.03.2027');
    expect(calls.find((c) => c.url.endsWith('/preview'))!.body).toEqual({
      room: 'g10',
      from: '2027-03-04',
      to: '2027-03-07',
    });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Keep the price/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/rooms/rb1') && c.method === 'POST')).toBe(true),
    );
    expect(calls.find((c) => c.url.endsWith('/rooms/rb1'))!.body).toEqual({
      room: 'g10',
      from: '2027-03-04',
      to: '2027-03-07',
      version: 1,
      keepPrice: true,
    });
  });

  it('extends a stay by its end and says when the nights are taken, moving nothing', async () => {
    const { calls } = mockFetch({
      [CHART_URL]: () => ({ body: chartAnswer() }),
      'POST /api/bookings/b1/rooms/rb1/preview': () => ({
        body: {
          currency: 'EUR',
          total: 30000,
          repriced: 40000,
          clash: { room: 'G2', from: '2027-03-06', to: '2027-03-09', bookingNo: '2027-00002' },
          locked: false,
        },
      }),
    });
    open();
    const bar = await screen.findByRole('gridcell', { name: /Anna Berg/ });
    // Its right end (the test's boxes all span 132–1532 px), two days on.
    drag(bar, 1529, 1729, laneOf('G2'));
    const dialog = await screen.findByTestId('move-preview-dialog');
    expect(calls.find((c) => c.url.endsWith('/preview'))!.body).toEqual({
      from: '2027-03-03',
      to: '2027-03-08',
    });
    expect(await within(dialog).findByTestId('move-clash')).toHaveTextContent(
      'G2 is taken from 06.03.2027 to 09.03.2027 by booking 2027-00002',
    );
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
  });

  it('shows the server’s refusal in the operator’s language when the room was taken meanwhile', async () => {
    mockFetch({
      [CHART_URL]: () => ({ body: chartAnswer() }),
      'POST /api/bookings/b1/rooms/rb1/preview': () => ({
        body: { currency: 'EUR', total: 30000, repriced: 30000, clash: null, locked: false },
      }),
      'POST /api/bookings/b1/rooms/rb1': () => {
        const error = apiError(409, 'ROOM_TAKEN');
        return {
          status: 409,
          body: { ...error.body, params: { room: 'G10', from: '03.03.2027', to: '06.03.2027' } },
        };
      },
    });
    open();
    drag(await screen.findByRole('gridcell', { name: /Anna Berg/ }), 400, 400, laneOf('G10'));
    const dialog = await screen.findByTestId('move-preview-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'G10 is already taken for some nights between 03.03.2027 and 06.03.2027',
    );
  });

  it('never drags a locked assignment, and starts the wizard from free days dragged across', async () => {
    mockFetch({ [CHART_URL]: () => ({ body: chartAnswer({ bars: [chartBar({ locked: true })] }) }) });
    open();
    const bar = await screen.findByRole('gridcell', { name: /Room assignment locked/ });
    drag(bar, 400, 600, laneOf('G10'));
    expect(screen.queryByTestId('move-preview-dialog')).not.toBeInTheDocument();
    drag(laneOf('G10'), 832, 1032, laneOf('G10'));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });
});

describe('the occupancy chart by keyboard', () => {
  it('is a grid whose cells say room, dates, guest and state, walked with the arrow keys', async () => {
    mockFetch({ [CHART_URL]: () => ({ body: chartAnswer({ bars: [chartBar()] }) }) });
    open();
    const grid = await screen.findByRole('grid', { name: /Coral Garden/ });
    const cells = within(grid).getAllByRole('gridcell');
    // One cell in the Tab order: the first of the first room.
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    expect(cells.find((cell) => cell.tabIndex === 0)).toHaveAccessibleName(
      /, 01\.03\.2027 – \d\d\.03\.2027, free$/,
    );
    const user = userEvent.setup();
    const before = within(grid).getByRole('gridcell', { name: 'G2, 01.03.2027 – 03.03.2027, free' });
    before.focus();
    await user.keyboard('{ArrowRight}');
    const stay = within(grid).getByRole('gridcell', { name: /Anna Berg/ });
    await waitFor(() => expect(stay).toHaveFocus());
    expect(stay).toHaveAccessibleName('G2, 03.03.2027 – 06.03.2027, Anna Berg (2027-00001), Confirmed');
    expect(stay.tabIndex).toBe(0);
    expect(before.tabIndex).toBe(-1);
    // Up or down keeps the day: the cell of the neighbouring room that covers 03.03.
    await user.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(
        /, 01\.03\.2027 – \d\d\.03\.2027, free$/,
      ),
    );
    expect(document.activeElement?.getAttribute('aria-label')).not.toMatch(/^G2,/);
    // Down again: the cell of G2 on the day the focus is on (the free days before the stay).
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(before).toHaveFocus());
  });

  it('moves a stay through a form opened with M, the same call as the drag', async () => {
    mockFetch({ [CHART_URL]: () => ({ body: chartAnswer({ bars: [chartBar()] }) }) });
    open();
    const stay = await screen.findByRole('gridcell', { name: /Anna Berg/ });
    stay.focus();
    await userEvent.setup().keyboard('m');
    const dialog = await screen.findByRole('dialog', { name: /G2/ });
    expect(within(dialog).getByLabelText('Arrival')).toHaveValue('03.03.2027');
    expect(within(dialog).getByLabelText('Departure')).toHaveValue('06.03.2027');
  });
});
