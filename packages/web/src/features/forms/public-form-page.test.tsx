import type { PublicForm } from '@seaberth/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { apiError, renderWithApp } from '../../resources/test-support.tsx';
import { FORM_ID, FORM_TOKEN, publicForm } from './form-fixtures.ts';
import { PublicFormPage } from './public-form-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = `/api/form/${FORM_ID}/public`;

function renderPage(token = FORM_TOKEN) {
  return renderWithApp(<PublicFormPage />, {
    path: `/forms/${FORM_ID}/${token}`,
    route: '/forms/:id/:token',
    principal: undefined,
  });
}

describe('PublicFormPage', () => {
  it('answers the form and thanks the customer, with the answers to read', async () => {
    const user = userEvent.setup();
    let stored = publicForm();
    const { calls } = mockFetch({
      [`GET ${PATH}`]: () => ({ body: stored }),
      [`POST ${PATH}`]: (call) => {
        const body = call.body as { answers: PublicForm['answers']; submit: boolean };
        stored = { ...stored, answers: body.answers, state: body.submit ? 'answered' : 'open' };
        return { body: stored };
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Trip feedback' })).toBeVisible();
    expect(screen.getByText('Blue Reef Divers')).toBeVisible();
    expect(screen.getByText('Tell us how it was')).toBeVisible();
    expect(screen.getByTestId('form-for')).toHaveTextContent('For Mia Sand');

    // Sending without the required answers is stopped here, before any call.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('2 answers need your attention.')).toBeVisible();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('5 of 5 stars'));
    await user.type(screen.getByRole('textbox', { name: /Anything else/ }), 'Great crew');
    await user.click(screen.getByRole('button', { name: 'Save for later' }));
    expect(await screen.findByText(/Your answers are saved/)).toBeVisible();
    expect(calls.at(-1)?.url).toBe(`${PATH}?token=${FORM_TOKEN}`);
    expect(calls.at(-1)?.body).toEqual({ answers: { rating: 5, comment: 'Great crew' }, submit: false });

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(calls.at(-1)?.body).toEqual({
      answers: { rating: 5, comment: 'Great crew', again: 'yes' },
      submit: true,
    });
    expect(screen.getByText('Great crew')).toBeVisible();
    expect(screen.getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  }, 15_000);

  it('shows the server refusal at its fields', async () => {
    const user = userEvent.setup();
    mockFetch({
      [`GET ${PATH}`]: () => ({ body: publicForm({ answers: { rating: 3, again: 'no' } }) }),
      [`POST ${PATH}`]: () => ({
        status: 400,
        body: apiError(400, 'VALIDATION_ERROR', [{ path: 'answers.rating', message: 'Give 1 to 5 stars' }])
          .body,
      }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('One answer needs your attention.')).toBeVisible();
    const stars = document.querySelector('[data-field="rating"]') as HTMLElement;
    expect(within(stars).getByText('Give 1 to 5 stars')).toBeVisible();
  });

  it('shows an answered form read only, in its language, with a switch to English', async () => {
    const user = userEvent.setup();
    mockFetch({
      [`GET ${PATH}`]: () => ({
        body: publicForm({ state: 'answered', language: 'de', answers: { rating: 4, again: 'no' } }),
      }),
    });
    renderPage();
    expect(await screen.findByText('Dieses Formular wurde gesendet. Das sind Ihre Antworten.')).toBeVisible();
    expect(screen.getByText('Würden Sie wiederkommen?')).toBeVisible();
    expect(screen.getByText('Nein')).toBeVisible();
    expect(screen.getByText('Nicht beantwortet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Senden' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /English/ }));
    expect(await screen.findByText('Would you come again?')).toBeVisible();
    expect(screen.getByText('No')).toBeVisible();
  });

  it('says so when the link opens nothing', async () => {
    mockFetch({ [`GET ${PATH}`]: () => ({ status: 404, body: { description: 'NOT_FOUND', message: 'x' } }) });
    renderPage('wrong');
    expect(await screen.findByText(/This link does not open a form/)).toBeVisible();
  });
});
