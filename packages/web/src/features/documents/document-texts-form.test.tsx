import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { DocumentTextsForm } from './document-texts-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const empty = {
  intro: { offer: '', confirmation: '', voucher: '', cancellation: '' },
  closing: '',
  voucherNote: '',
};

describe('DocumentTextsForm', () => {
  it('saves the operator’s words per language', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/company/texts': () => ({ body: { de: empty, en: empty } }),
      'POST /api/company/texts': (call) => ({ body: call.body }),
    });
    renderWithApp(<DocumentTextsForm />);
    await user.click(await screen.findByRole('tab', { name: 'English' }));
    await user.type(screen.getByRole('textbox', { name: 'Closing line' }), 'Fins up!');
    await user.click(screen.getByRole('button', { name: 'Save texts' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      de: empty,
      en: { ...empty, closing: 'Fins up!' },
    });
    expect(await screen.findByText('The texts on documents were saved.')).toBeInTheDocument();
  });
});
