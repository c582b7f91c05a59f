import { defineResource } from '@seaberth/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from '../api/client.ts';
import { i18n } from '../i18n/index.ts';
import { ResourceForm } from './resource-form.tsx';
import { apiError, renderWithApp } from './test-support.tsx';

vi.mock('../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/client.ts')>()),
  api: (await import('../../test/mocked-api.ts')).mockedApi(),
}));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

/**
 * A definition shaped like the ones that used to fall back to JSON: a list of objects (a trip's
 * stops) and a nested object holding plain values and a list of its own.
 */
const tripResource = defineResource({
  name: 'triptest',
  scope: 'tour',
  schema: z.object({
    name: z.string().trim().min(1),
    stops: z
      .array(
        z.object({
          place: z.string().trim().min(1),
          nights: z.number().int().min(1).max(30),
          kind: z.enum(['Port', 'Anchorage']).default('Port'),
        }),
      )
      .default([]),
    boat: z
      .object({
        cabins: z.number().int().min(1).default(8),
        crew: z.array(z.object({ role: z.string().min(1) })).default([]),
      })
      .default({ cabins: 8, crew: [] }),
  }),
  search: ['name'],
  columns: ['name'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
});

const trip = {
  id: 't1',
  version: 2,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  name: 'North Atolls',
  stops: [
    { place: 'Male', nights: 2, kind: 'Port' },
    { place: 'Rasdhoo', nights: 3, kind: 'Anchorage' },
  ],
  boat: { cabins: 10, crew: [{ role: 'Captain' }] },
};

afterEach(cleanup);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === '/api/triptest/t1') return trip;
    throw new Error(`unexpected GET ${path}`);
  });
});

const row = (label: string, number: number) =>
  screen.getByRole('listitem', { name: `${label}, entry ${number}` });
const input = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('spinbutton', { name });
const text = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('textbox', { name });

describe('rows and sub-forms of the generic form', () => {
  it('shows each item as a row of typed inputs, and saves added, moved and removed rows', async () => {
    const user = userEvent.setup();
    post.mockImplementation(async (_path, body) => ({ ...trip, ...(body as object), version: 3 }));
    renderWithApp(<ResourceForm definition={tripResource} id="t1" />);

    expect(await screen.findByDisplayValue('Rasdhoo')).toBeInTheDocument();
    expect(text(row('Stops', 1), /^Place/)).toHaveValue('Male');
    expect(input(row('Stops', 2), /^Nights/)).toHaveValue(3);
    // The nested object is a group of its own inputs, its list a rows editor inside it.
    expect(screen.getByRole('spinbutton', { name: /^Cabins/ })).toHaveValue(10);
    expect(text(row('Crew', 1), /^Role/)).toHaveValue('Captain');
    expect(screen.queryByText(/JSON/)).not.toBeInTheDocument();

    // The second stop first, the first one removed, a new one added at the end.
    await user.click(screen.getByRole('button', { name: 'Move entry 2 up' }));
    expect(text(row('Stops', 1), /^Place/)).toHaveValue('Rasdhoo');
    await user.click(within(row('Stops', 2)).getByRole('button', { name: 'Remove entry 2' }));
    await user.click(screen.getAllByRole('button', { name: 'Add entry' })[0]!);
    const added = row('Stops', 2);
    await user.type(text(added, /^Place/), 'Fesdu');
    await user.type(input(added, /^Nights/), '4');
    await user.clear(screen.getByRole('spinbutton', { name: /^Cabins/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^Cabins/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith('/api/triptest/t1', {
      version: 2,
      name: 'North Atolls',
      stops: [
        { place: 'Rasdhoo', nights: 3, kind: 'Anchorage' },
        { place: 'Fesdu', nights: 4, kind: 'Port' },
      ],
      boat: { cabins: 12, crew: [{ role: 'Captain' }] },
    });
  });

  it("shows a row's problem under that row's field, and sends nothing", async () => {
    const user = userEvent.setup();
    renderWithApp(<ResourceForm definition={tripResource} id="t1" />);
    await screen.findByDisplayValue('Rasdhoo');
    await user.clear(input(row('Stops', 2), /^Nights/));
    await user.type(input(row('Stops', 2), /^Nights/), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(input(row('Stops', 2), /^Nights/)).toHaveAttribute('aria-invalid', 'true'));
    expect(within(row('Stops', 2)).getByText(/greater than or equal to 1|at least 1/i)).toBeInTheDocument();
    expect(input(row('Stops', 1), /^Nights/)).toHaveAttribute('aria-invalid', 'false');
    expect(text(row('Stops', 2), /^Place/)).toHaveAttribute('aria-invalid', 'false');
    expect(post).not.toHaveBeenCalled();
  });

  it("puts a server message about one row's field on that field", async () => {
    const user = userEvent.setup();
    post.mockRejectedValue(
      apiError(400, 'VALIDATION_ERROR', [{ path: 'stops.1.place', message: 'No such port' }]),
    );
    renderWithApp(<ResourceForm definition={tripResource} id="t1" />);
    await screen.findByDisplayValue('Rasdhoo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(row('Stops', 2)).findByText('No such port')).toBeInTheDocument();
    expect(text(row('Stops', 2), /^Place/)).toHaveAttribute('aria-invalid', 'true');
    expect(text(row('Stops', 1), /^Place/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('speaks German to a German user', async () => {
    renderWithApp(<ResourceForm definition={tripResource} id="t1" />, { language: 'de' });
    await screen.findByDisplayValue('Rasdhoo');
    expect(screen.getAllByRole('button', { name: 'Eintrag hinzufügen' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Eintrag 2 nach oben verschieben' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
