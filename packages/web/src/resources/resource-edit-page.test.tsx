import { defineResource } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockFetch } from '../../test/fetch-mock.ts';
import { ResourceEditPage } from './resource-edit-page.tsx';
import { page, principalWith, renderWithApp } from './test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A boat and its dinghies: the definition asks for the dinghies as a tab of the boat's page. */
const dinghyResource = defineResource({
  name: 'dinghy',
  scope: 'vessel',
  schema: z.object({
    boat: z.uuid().meta({ ui: { widget: 'reference', ref: 'boat' } }),
    name: z.string().trim().min(1).max(100),
  }),
  search: ['name'],
  columns: ['name'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
});
const boatResource = defineResource({
  name: 'boat',
  scope: 'vessel',
  schema: z.object({ name: z.string().trim().min(1).max(100), note: z.string().max(500).default('') }),
  search: ['name'],
  columns: ['name'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  tabs: [{ resource: dinghyResource, field: 'boat' }],
});

const BOAT = '33333333-3333-4333-8333-333333333333';
const meta = { version: 2, createdAt: '', updatedAt: '' };
const stored = { id: BOAT, name: 'Sea Cow', note: '', ...meta };

function boatPage(extraTab = true, listPath?: string) {
  return (
    <ResourceEditPage
      definition={boatResource}
      listPath={listPath}
      tabs={extraTab ? (id) => [{ value: 'crew', label: 'Crew', content: <p>Crew of {id}</p> }] : undefined}
    />
  );
}

describe('ResourceEditPage', () => {
  it("loads the record of the address, and shows the definition's and the caller's tabs after the form", async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET /api/boat/${BOAT}`]: () => ({ body: stored }),
      'GET /api/dinghy': () => ({ body: page([{ id: 'd1', boat: BOAT, name: 'Little Cow', ...meta }]) }),
    });
    renderWithApp(boatPage(), { path: `/boat/${BOAT}`, route: '/boat/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sea Cow' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Boat/ })).toHaveAttribute('href', '/boat/list');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Details', 'Dinghy', 'Crew']);

    // Edits survive a look at another tab; the related records are this boat's only.
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.type(name, ' II');
    await user.click(screen.getByRole('tab', { name: 'Dinghy' }));
    expect(await screen.findByText('Little Cow')).toBeVisible();
    expect(calls.some((call) => call.url.includes('/api/dinghy?') && call.url.includes(BOAT))).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Crew' }));
    expect(screen.getByText(`Crew of ${BOAT}`)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sea Cow II');
  }, 30_000);

  it('deletes the record only after asking, then leaves for the list', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      [`GET /api/boat/${BOAT}`]: () => ({ body: stored }),
      [`DELETE /api/boat/${BOAT}`]: () => ({ status: 204 }),
    });
    // The list at an address the test's route does not take for a record.
    renderWithApp(boatPage(false, '/fleet'), { path: `/boat/${BOAT}`, route: '/boat/:id' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Boat?' });
    expect(within(dialog).getByText(/“Sea Cow”/)).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/boat/${BOAT}`,
    ]);
  }, 30_000);

  it('offers no delete to whom may not delete, and no tabs before the record exists', async () => {
    mockFetch({ [`GET /api/boat/${BOAT}`]: () => ({ body: stored }) });
    const { unmount } = renderWithApp(boatPage(), {
      path: `/boat/${BOAT}`,
      route: '/boat/:id',
      principal: principalWith(['vessel.read', 'vessel.update']),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sea Cow' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    unmount();

    renderWithApp(boatPage(), { path: '/boat/create', route: '/boat/create' });
    expect(screen.getByRole('heading', { level: 1, name: 'New Boat' })).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  }, 30_000);

  it('opens a record on its own page once it is created', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'POST /api/boat': (call) => ({ status: 201, body: { ...stored, ...(call.body as object) } }),
    });
    renderWithApp(boatPage(), { path: '/boat/create', route: '/boat/create' });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Sea Cow');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  }, 30_000);
});
