import { defineResource, geoPosition } from '@seaberth/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { formatPosition } from '../format-value.ts';
import { ResourceForm } from '../resource-form.tsx';
import { ResourceList } from '../resource-list.tsx';
import { page, renderWithApp } from '../test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A place as a definition declares it: a name and where it is. */
const placeResource = defineResource({
  name: 'place',
  scope: 'divesite',
  schema: z.object({ name: z.string().trim().min(1).max(100), position: geoPosition() }),
  search: ['name'],
  columns: ['name', 'position'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
});

const meta = { version: 2, createdAt: '', updatedAt: '' };
const stored = { id: 'p1', name: 'Batu Bolong', position: { lat: -8.539, lng: 119.623 }, ...meta };
const posted = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe('the position kind', () => {
  it('writes degrees as a GPS shows them, south and west as hemispheres', () => {
    expect(formatPosition({ lat: -8.539, lng: 119.623 })).toBe('8.53900° S, 119.62300° E');
    expect(formatPosition({ lat: 51.5, lng: -0.12 })).toBe('51.50000° N, 0.12000° W');
    expect(formatPosition(null)).toBe('');
    expect(formatPosition({ lat: 95, lng: 0 })).toBe('');
  });

  it('takes latitude and longitude as one field, links the place on a map, and leaves it unknown when empty', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'POST /api/place': (call) => ({ status: 201, body: { ...stored, ...(call.body as object) } }),
    });
    renderWithApp(<ResourceForm definition={placeResource} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Somewhere');
    const position = screen.getByRole('group', { name: 'Position' });
    expect(within(position).queryByRole('link')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toMatchObject({ name: 'Somewhere', position: null });

    fireEvent.change(within(position).getByRole('spinbutton', { name: 'Latitude' }), {
      target: { value: '-8.539' },
    });
    fireEvent.change(within(position).getByRole('spinbutton', { name: 'Longitude' }), {
      target: { value: '119.623' },
    });
    const map = within(position).getByRole('link', { name: /Show on map/ });
    expect(map).toHaveAttribute('href', expect.stringContaining('mlat=-8.539&mlon=119.623'));
    expect(map).toHaveAttribute('target', '_blank');
  }, 30_000);

  it('refuses a latitude past the pole at the field', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({});
    renderWithApp(<ResourceForm definition={placeResource} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'North of north');
    const position = screen.getByRole('group', { name: 'Position' });
    fireEvent.change(within(position).getByRole('spinbutton', { name: 'Latitude' }), {
      target: { value: '95' },
    });
    fireEvent.change(within(position).getByRole('spinbutton', { name: 'Longitude' }), {
      target: { value: '10' },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(position).findByText(/90/)).toBeVisible();
    expect(posted(calls)).toHaveLength(0);
  }, 30_000);

  it('shows a stored position in the list as coordinates linked to the map', async () => {
    mockFetch({ 'GET /api/place': () => ({ body: page([stored]) }) });
    renderWithApp(<ResourceList definition={placeResource} />);
    const row = (await screen.findByText('Batu Bolong')).closest('[role="row"]') as HTMLElement;
    const link = within(row).getByRole('link', { name: '8.53900° S, 119.62300° E' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=-8.539&mlon=119.623#map=14/-8.539/119.623',
    );
  }, 30_000);
});
