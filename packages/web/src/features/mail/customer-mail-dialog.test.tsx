import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { CustomerMailDialog } from './customer-mail-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('CustomerMailDialog', () => {
  it('sends the chosen template to the customer, and says so when they have no address', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/mail/template': () => ({
        body: {
          data: [
            { id: 't1', name: 'Season news' },
            { id: 't2', name: 'Birthday' },
          ],
          total: 2,
          page: 0,
          size: 0,
        },
      }),
      'POST /api/customer/sendMail': () => ({
        body: { queued: [], skipped: [{ name: 'Nora Ohne', reason: 'noAddress' }] },
      }),
    });
    renderWithApp(<CustomerMailDialog customer="c1" name="Nora Ohne" onClose={vi.fn()} />);
    const dialog = await screen.findByTestId('customer-mail-dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Template' })).toHaveTextContent('Season news'),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Birthday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ customers: ['c1'], template: 't2' });
    expect(
      await within(dialog).findByText(/Nothing was sent: no recipient has an e-mail address \(Nora Ohne\)/),
    ).toBeInTheDocument();
  });
});
