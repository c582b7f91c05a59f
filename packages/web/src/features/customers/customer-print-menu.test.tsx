import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { CustomerPrintMenu } from './customer-print-menu.tsx';
import { stubNewTab } from '../../../test/new-tab.ts';

let tab: { location: { href: string }; close: () => void };

beforeEach(() => {
  tab = stubNewTab('blob:customer');
});

afterEach(() => vi.unstubAllGlobals());

describe('CustomerPrintMenu', () => {
  it('prints the customer’s trips and stays as a PDF', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'POST /api/customer/c1/print/stays': () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    renderWithApp(<CustomerPrintMenu customer="c1" />);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(screen.getByRole('menuitem', { name: 'Customer sheet (PDF)' })).toBeVisible();
    await user.click(screen.getByRole('menuitem', { name: 'Trips and stays (PDF)' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:customer'));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/customer/c1/print/stays?format=pdf',
    ]);
  });

  it('shows a failure in the snackbar, in the user’s language', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/customer/c1/print/sheet': () => ({
        status: 404,
        body: { statusCode: 404, message: 'Not Found', description: 'NOT_FOUND' },
      }),
    });
    renderWithApp(<CustomerPrintMenu customer="c1" />, { language: 'de' });
    await user.click(screen.getByRole('button', { name: 'Drucken' }));
    await user.click(screen.getByRole('menuitem', { name: 'Kundenblatt (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nicht gefunden. Möglicherweise wurde es gelöscht.',
    );
    expect(tab.close).toHaveBeenCalled();
  });
});
