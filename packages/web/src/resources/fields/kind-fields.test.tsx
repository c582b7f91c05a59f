import { customerReference, defineResource, localizedText, openDateRange } from '@seaberth/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { ResourceForm } from '../resource-form.tsx';
import { ResourceList } from '../resource-list.tsx';
import { page, renderWithApp } from '../test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A record of each remaining kind, as a definition would declare it. */
const tripResource = defineResource({
  name: 'trip',
  scope: 'tours',
  schema: z.object({
    name: z.string().trim().min(1).max(100),
    description: localizedText(),
    valid: openDateRange().prefault({}),
    guest: customerReference().nullable().default(null),
  }),
  search: ['name'],
  columns: ['name', 'valid', 'description', 'guest'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
});

const ANNA = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';
const meta = { version: 3, createdAt: '', updatedAt: '' };
const customer = (id: string, fullName: string, email: string) => ({
  id,
  fullName,
  contact: { email },
  ...meta,
});
const stored = {
  id: 't1',
  name: 'Reef week',
  description: { de: 'Eine Woche am Riff', en: 'A week on the reef' },
  valid: { from: '2027-06-01', to: null },
  guest: ANNA,
  ...meta,
};
const posted = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe('field kinds in the generic form', () => {
  it('edits a text in both languages as one field, a tab per language, keeping each', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'POST /api/trip': (call) => ({ status: 201, body: { ...stored, ...(call.body as object) } }),
    });
    renderWithApp(<ResourceForm definition={tripResource} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Reef week');
    const description = screen.getByRole('group', { name: 'Description' });
    // The user's language comes first.
    expect(within(description).getByRole('tab', { name: 'English', selected: true })).toBeVisible();
    await user.type(within(description).getByRole('textbox', { name: 'Description (English)' }), 'Sharks');
    await user.click(within(description).getByRole('tab', { name: 'Deutsch' }));
    await user.type(within(description).getByRole('textbox', { name: 'Description (Deutsch)' }), 'Haie');
    await user.click(within(description).getByRole('tab', { name: 'English' }));
    expect(within(description).getByRole('textbox', { name: 'Description (English)' })).toHaveValue('Sharks');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toMatchObject({ description: { de: 'Haie', en: 'Sharks' } });
  }, 30_000);

  it('takes a date range as two days in DD.MM.YYYY, refuses an end before the start, allows an open end', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'POST /api/trip': (call) => ({ status: 201, body: { ...stored, ...(call.body as object) } }),
    });
    renderWithApp(<ResourceForm definition={tripResource} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Reef week');
    const valid = screen.getByRole('group', { name: 'Valid' });
    const from = within(valid).getByRole('textbox', { name: 'From' });
    const until = within(valid).getByRole('textbox', { name: 'Until' });
    fireEvent.change(from, { target: { value: '01.06.2027' } });
    fireEvent.change(until, { target: { value: '31.05.2027' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end must be on or after the start')).toBeVisible();
    expect(posted(calls)).toHaveLength(0);

    fireEvent.change(until, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toMatchObject({ valid: { from: '2027-06-01', to: null } });
  }, 30_000);

  it('shows a stored customer by name and changes it by searching a name or an e-mail', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/trip/t1': () => ({ body: stored }),
      [`GET /api/customer/${ANNA}`]: () => ({ body: customer(ANNA, 'Anna Berg', 'anna@example.com') }),
      'GET /api/customer': () => ({ body: page([customer(BEN, 'Ben Kurz', 'ben@example.com')]) }),
      'POST /api/trip/t1': (call) => ({ body: { ...stored, ...(call.body as object), version: 4 } }),
    });
    renderWithApp(<ResourceForm definition={tripResource} id="t1" />);
    const guest = await screen.findByRole('combobox', { name: 'Guest' });
    await waitFor(() => expect(guest).toHaveValue('Anna Berg'));
    await user.clear(guest);
    await user.type(guest, 'ben@');
    await user.click(await screen.findByRole('option', { name: 'Ben Kurz · ben@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]).toMatchObject({ guest: BEN, version: 3 });
  }, 30_000);
});

describe('field kinds in the generic list', () => {
  it('shows a date range as one period, a text in the user’s language and a customer by name', async () => {
    mockFetch({
      'GET /api/trip': () => ({ body: page([stored]) }),
      'GET /api/customer': () => ({ body: page([customer(ANNA, 'Anna Berg', 'anna@example.com')]) }),
    });
    renderWithApp(<ResourceList definition={tripResource} />);
    const row = (await screen.findByText('Reef week')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('01.06.2027 – …')).toBeVisible();
    expect(within(row).getByText('A week on the reef')).toBeVisible();
    expect(await within(row).findByText('Anna Berg')).toBeVisible();
  }, 30_000);
});
