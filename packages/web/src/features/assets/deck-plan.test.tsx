import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { DeckPlan } from './deck-plan.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const meta = { version: 3, createdAt: '', updatedAt: '' };
const decks = [
  { id: 'd2', ...meta, vessel: 'v1', name: 'Lower deck', sort: 2, planWidth: 100, planHeight: 30 },
  { id: 'd1', ...meta, vessel: 'v1', name: 'Sun deck', sort: 0, planWidth: 50, planHeight: 20 },
];
const cabin = (id: string, name: string, deck: string | null, plan: unknown) => ({
  id,
  ...meta,
  type: 'Cabin',
  name,
  vessel: 'v1',
  resort: null,
  deck,
  plan,
});
const cabins = [
  cabin('c1', 'Cabin 1', 'd2', { x: 0, y: 0, w: 10, h: 10 }),
  cabin('c2', 'Cabin 2', 'd2', { x: 20, y: 10, w: 12, h: 8 }),
  cabin('c3', 'Cabin 3', 'd2', null),
  cabin('c4', 'Suite', null, null),
];
const occupancy = {
  from: '',
  to: '',
  rooms: [
    { id: 'c2', name: 'Cabin 2', nights: ['free', 'blocked', 'free'], occupancies: [] },
    { id: 'c1', name: 'Cabin 1', nights: ['free', 'partial', 'full'], occupancies: [] },
  ],
};

function serve() {
  return mockFetch({
    'GET /api/vesseldeck': () => ({ body: page(decks) }),
    'GET /api/rooms': () => ({ body: page(cabins) }),
    'GET /api/rooms/occupancy/v1': () => ({ body: occupancy }),
    'POST /api/rooms/c1': (call) => ({ body: { ...cabins[0], ...(call.body as object), version: 4 } }),
    'POST /api/rooms/c3': (call) => ({ body: { ...cabins[2], ...(call.body as object), version: 4 } }),
  });
}

// jsdom lays nothing out: the plan falls back to 900 px, so one plan unit is (900 - 8) / 100 px.
const SCALE = (900 - 8) / 100;

/** The lower deck laid out at (100, 200) on screen, and a plan point as pointer coordinates. */
async function lowerDeck() {
  const lower = await screen.findByRole('region', { name: 'Deck Lower deck' });
  const surface = lower.querySelector('[data-deck="d2"]') as HTMLElement;
  vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 100, y: 200, width: 100 * SCALE, height: 30 * SCALE }),
  );
  const at = (x: number, y: number) => ({ clientX: 100 + x * SCALE, clientY: 200 + y * SCALE });
  return { lower, at };
}

describe('DeckPlan', () => {
  it('stacks decks top first and places cabins by their plan, coloured by their state', async () => {
    serve();
    renderWithApp(<DeckPlan vesselId="v1" />);
    const lower = await screen.findByRole('region', { name: 'Deck Lower deck' });
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(regions.slice(0, 2)).toEqual(['Deck Sun deck', 'Deck Lower deck']);

    const second = await within(lower).findByRole('button', {
      name: /^Cabin 2, Blocked, at 20\/10, size 12 × 8$/,
    });
    expect(second.style.left).toBe(`${20 * SCALE}px`);
    expect(second.style.top).toBe(`${10 * SCALE}px`);
    expect(second.style.width).toBe(`${12 * SCALE}px`);
    expect(second.style.height).toBe(`${8 * SCALE}px`);
    expect(within(lower).getByRole('button', { name: /^Cabin 1, Full,/ })).toBeInTheDocument();

    const notPlaced = screen.getByRole('region', { name: 'Not placed' });
    expect(
      within(notPlaced)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cabin 3Lower deck', 'Suite']);
  });

  it('puts an unplaced cabin on its deck and saves the place with its version', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderWithApp(<DeckPlan vesselId="v1" />);
    await user.click(await screen.findByRole('button', { name: 'Place Cabin 3' }));
    const lower = screen.getByRole('region', { name: 'Deck Lower deck' });
    expect(
      within(lower).getByRole('button', { name: /^Cabin 3, Free, at 10\/0, size 10 × 10$/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/rooms/c3');
    expect(post.body).toEqual({ version: 3, deck: 'd2', plan: { x: 10, y: 0, w: 10, h: 10 } });
  });

  it('moves a cabin with the arrow keys and takes it off with Delete', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderWithApp(<DeckPlan vesselId="v1" />);
    const first = await screen.findByRole('button', { name: /^Cabin 1,/ });
    first.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    // Three presses, one save: the moves settle before they are sent.
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      version: 3,
      deck: 'd2',
      plan: { x: 4, y: 0, w: 10, h: 12 },
    });

    await user.keyboard('{Delete}');
    expect(
      within(screen.getByRole('region', { name: 'Not placed' })).getByRole('button', {
        name: 'Place Cabin 1',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    // The second save carries the version the first one answered.
    expect(calls.filter((c) => c.method === 'POST')[1]!.body).toEqual({ version: 4, deck: 'd2', plan: null });
  });

  it('places a cabin by typing its position in a form, without dragging (WCAG 2.5.7)', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderWithApp(<DeckPlan vesselId="v1" />);
    await user.click(await screen.findByRole('button', { name: /^Cabin 1,/ }));
    await user.click(screen.getByRole('button', { name: 'Position…' }));
    const dialog = screen.getByRole('dialog', { name: 'Place Cabin 1' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    await user.clear(field('From the left'));
    await user.type(field('From the left'), '95');
    await user.click(within(dialog).getByRole('button', { name: 'Place' }));
    expect(within(dialog).getByText('Reaches past the deck (100 × 30).')).toBeVisible();
    expect(field('Width')).toHaveAttribute('aria-invalid', 'true');
    // Onto Cabin 2 (20/10, 12 × 8): refused with its name, as a drop would be.
    await user.clear(field('From the left'));
    await user.type(field('From the left'), '24');
    await user.clear(field('From the top'));
    await user.type(field('From the top'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Place' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('That place is taken by Cabin 2');
    await user.clear(field('From the left'));
    await user.type(field('From the left'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Place' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      version: 3,
      deck: 'd2',
      plan: { x: 40, y: 12, w: 10, h: 10 },
    });
  });

  it('drops a cabin dragged from the list onto a deck and saves it there', async () => {
    // jsdom has no PointerEvent; a MouseEvent carries the same coordinates and button.
    vi.stubGlobal('PointerEvent', class extends MouseEvent {});
    const { calls } = mockFetch({
      'GET /api/vesseldeck': () => ({ body: page(decks) }),
      'GET /api/rooms': () => ({ body: page(cabins) }),
      'GET /api/rooms/occupancy/v1': () => ({ body: occupancy }),
      'POST /api/rooms/c4': (call) => ({ body: { ...cabins[3], ...(call.body as object), version: 4 } }),
    });
    renderWithApp(<DeckPlan vesselId="v1" />);
    const lower = await screen.findByRole('region', { name: 'Deck Lower deck' });
    const surface = lower.querySelector('[data-deck="d2"]') as HTMLElement;
    vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 100, y: 200, width: 100 * SCALE, height: 30 * SCALE }),
    );
    const suite = screen.getByRole('button', { name: 'Place Suite' });
    fireEvent.pointerDown(suite, { button: 0, clientX: 10, clientY: 10 });
    // Pointer at plan point (45, 15): the cabin's centre goes there, snapped to the grid.
    fireEvent.pointerMove(window, { clientX: 100 + 45 * SCALE, clientY: 200 + 15 * SCALE });
    fireEvent.pointerUp(window, { clientX: 100 + 45 * SCALE, clientY: 200 + 15 * SCALE });
    expect(
      await within(lower).findByRole('button', { name: /^Suite, Free, at 40\/10, size 10 × 10$/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      version: 3,
      deck: 'd2',
      plan: { x: 40, y: 10, w: 10, h: 10 },
    });
  });

  it('moves a placed cabin by dragging it and resizes it by its corner', async () => {
    vi.stubGlobal('PointerEvent', class extends MouseEvent {});
    const { calls } = serve();
    renderWithApp(<DeckPlan vesselId="v1" />);
    const { lower, at } = await lowerDeck();

    // Grabbed 3 units into the cabin, let go 40 units further right and 10 down (clear of Cabin 2).
    const first = within(lower).getByRole('button', { name: /^Cabin 1,/ });
    fireEvent.pointerDown(first, { button: 0, ...at(3, 3) });
    fireEvent.pointerMove(window, at(43, 13));
    fireEvent.pointerUp(window, at(43, 13));
    const moved = await within(lower).findByRole('button', {
      name: /^Cabin 1, Full, at 40\/10, size 10 × 10$/,
    });

    // Selected, it shows its corner handle; 4.6 units right and half a unit down snap to 14 × 10.
    fireEvent.click(moved);
    const corner = moved.querySelector('[aria-hidden="true"]') as HTMLElement;
    fireEvent.pointerDown(corner, { button: 0, ...at(50, 20) });
    fireEvent.pointerMove(window, at(54.6, 20.5));
    fireEvent.pointerUp(window, at(54.6, 20.5));
    expect(
      await within(lower).findByRole('button', { name: /^Cabin 1, Full, at 40\/10, size 14 × 10$/ }),
    ).toBeInTheDocument();

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      version: 3,
      deck: 'd2',
      plan: { x: 40, y: 10, w: 14, h: 10 },
    });
  });

  it('refuses to move a cabin onto another one and names it', async () => {
    vi.stubGlobal('PointerEvent', class extends MouseEvent {});
    const { calls } = serve();
    renderWithApp(<DeckPlan vesselId="v1" />);
    const { lower, at } = await lowerDeck();
    const first = within(lower).getByRole('button', { name: /^Cabin 1,/ });
    fireEvent.pointerDown(first, { button: 0, ...at(3, 3) });
    fireEvent.pointerMove(window, at(23, 13));
    fireEvent.pointerUp(window, at(23, 13));
    expect(await screen.findByText('That place is taken by Cabin 2; cabins cannot overlap.')).toBeVisible();
    expect(
      within(lower).getByRole('button', { name: /^Cabin 1, Full, at 0\/0, size 10 × 10$/ }),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
