import type { FormField } from '@seaberth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { apiError, renderWithApp } from '../../resources/test-support.tsx';
import { FormDefinitionEditPage } from './form-definition-edit-page.tsx';
import { FEEDBACK_FIELDS } from './form-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const STORED = {
  id: 'd1',
  version: 3,
  name: 'Trip feedback',
  purpose: 'feedback',
  description: 'Tell us how it was',
  fields: FEEDBACK_FIELDS,
  isActive: true,
  createdAt: '2027-01-01T00:00:00Z',
  updatedAt: '2027-01-01T00:00:00Z',
};

function renderEditor(id = 'new') {
  return renderWithApp(<FormDefinitionEditPage />, { path: `/formdef/${id}`, route: '/formdef/:id' });
}

const builderKeys = () => screen.getAllByTestId('builder-field').map((el) => el.getAttribute('data-key'));
const previewKeys = () =>
  Array.from(screen.getByTestId('form-preview').querySelectorAll('[data-field]')).map((el) =>
    el.getAttribute('data-field'),
  );

/** The field added last: its settings are the open ones (the one before may still be closing). */
const lastField = () => within(screen.getAllByTestId('builder-field').at(-1)!);

/** Types a whole text at once (a paste): one change instead of one per letter keeps the test fast. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function addField(user: ReturnType<typeof userEvent.setup>, type: string) {
  await user.click(screen.getByRole('button', { name: 'Add field' }));
  await user.click(await screen.findByRole('menuitem', { name: new RegExp(`^${type}`) }));
}

describe('FormDefinitionEditPage', () => {
  it('builds a form of several field types, reorders it, previews it and saves it', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'POST /api/formdef': (call) => ({
        status: 201,
        body: { ...(call.body as object), id: 'd9', version: 1, createdAt: '', updatedAt: '' },
      }),
    });
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'New form' })).toBeVisible();
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Trip feedback');
    expect(
      within(screen.getByTestId('form-preview')).getByRole('heading', { name: 'Trip feedback' }),
    ).toBeVisible();

    // The picker offers all 15 types, each with its picture.
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items).toHaveLength(15);
    expect(items.every((item) => item.querySelector('svg'))).toBe(true);
    await user.keyboard('{Escape}');

    await addField(user, 'Stars');
    await fill(user, lastField().getByRole('textbox', { name: 'Question (EN)' }), 'How was it?');
    await fill(user, lastField().getByRole('textbox', { name: 'Question (DE)' }), 'Wie war es?');
    await user.click(lastField().getByRole('switch', { name: 'Required' }));
    expect(lastField().getByRole('textbox', { name: 'Key' })).toHaveValue('howWasIt');
    const preview = screen.getByTestId('form-preview');
    expect(within(preview).getByRole('group', { name: /How was it/ })).toBeVisible();

    await addField(user, 'One choice');
    await fill(user, lastField().getByRole('textbox', { name: 'Question (EN)' }), 'Come again?');
    const [first, second] = lastField().getAllByTestId('option-row');
    await user.clear(within(first!).getByRole('textbox', { name: 'Label (EN)' }));
    await fill(user, within(first!).getByRole('textbox', { name: 'Label (EN)' }), 'Yes');
    await user.clear(within(second!).getByRole('textbox', { name: 'Label (EN)' }));
    await fill(user, within(second!).getByRole('textbox', { name: 'Label (EN)' }), 'No');
    expect(within(first!).getByRole('textbox', { name: 'Value' })).toHaveValue('yes');
    expect(within(preview).getByRole('radio', { name: 'Yes' })).toBeInTheDocument();

    await addField(user, 'Long answer');
    await fill(user, lastField().getByRole('textbox', { name: 'Question (EN)' }), 'Anything else?');
    expect(builderKeys()).toEqual(['howWasIt', 'comeAgain', 'anythingElse']);
    expect(previewKeys()).toEqual(['howWasIt', 'comeAgain', 'anythingElse']);

    await user.click(screen.getByRole('button', { name: 'Move Anything else? up' }));
    await user.click(screen.getByRole('button', { name: 'Move Anything else? up' }));
    expect(builderKeys()).toEqual(['anythingElse', 'howWasIt', 'comeAgain']);
    expect(previewKeys()).toEqual(['anythingElse', 'howWasIt', 'comeAgain']);

    // The preview checks answers as the customer's Send will.
    await user.click(within(preview).getByRole('button', { name: 'Check answers' }));
    expect(within(preview).getByText('One answer would be refused.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as { name: string; fields: FormField[] };
    expect(body.name).toBe('Trip feedback');
    expect(body.fields.map((f) => [f.id, f.type, f.required])).toEqual([
      ['anythingElse', 'QuestionLong', false],
      ['howWasIt', 'Stars', true],
      ['comeAgain', 'Radio', false],
    ]);
    expect(body.fields[1]!.label).toEqual({ en: 'How was it?', de: 'Wie war es?' });
    expect(body.fields[2]!.options.map((o) => o.value)).toEqual(['yes', 'no']);
    expect(await screen.findByText('Trip feedback was saved.')).toBeVisible();
  }, 30_000);

  it('keeps a choice without options from being saved and says where', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({});
    renderEditor();
    await fill(user, await screen.findByRole('textbox', { name: 'Name' }), 'Waiver');
    await addField(user, 'Drop-down');
    await fill(user, screen.getByRole('textbox', { name: 'Question (EN)' }), 'Level');
    await user.click(screen.getByRole('button', { name: 'Remove Option 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove Option 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A choice needs options')).toBeVisible();
    expect(screen.getByText(/Some fields need your attention/)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  }, 15_000);

  it('saves with its version and shows a stale save and the server refusals in place', async () => {
    const user = userEvent.setup();
    let answer: 'stale' | 'fields' = 'stale';
    const { calls } = mockFetch({
      'GET /api/formdef/d1': () => ({ body: STORED }),
      'POST /api/formdef/d1': () =>
        answer === 'stale'
          ? { status: 409, body: apiError(409, 'STALE_VERSION').body }
          : {
              status: 400,
              body: apiError(400, 'VALIDATION_ERROR', [
                { path: 'fields.2.options', message: 'A choice needs options' },
              ]).body,
            },
    });
    renderEditor('d1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trip feedback' })).toBeVisible();
    expect(builderKeys()).toEqual(['intro', 'rating', 'again', 'comment']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this record')).toBeVisible();
    expect(calls.at(-1)?.body).toMatchObject({ name: 'Trip feedback', version: 3 });

    answer = 'fields';
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The field the server names opens and shows the message; moving it keeps the message with it.
    expect(await screen.findByText('A choice needs options')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Move Would you come again? up' }));
    expect(builderKeys()).toEqual(['intro', 'again', 'rating', 'comment']);
    expect(screen.getByText('A choice needs options')).toBeVisible();
  }, 15_000);
});
