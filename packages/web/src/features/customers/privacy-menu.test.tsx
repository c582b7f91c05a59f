import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { PrivacyMenu } from './privacy-menu.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Personal data' }));
  return screen.getByRole('menu', { name: 'Privacy requests' });
};

describe('PrivacyMenu', () => {
  it('downloads everything held as JSON or PDF under the server’s file name, and says so', async () => {
    const { calls } = mockFetch({
      'GET /api/customer/k1/privacy/export': (call) =>
        new Response(new Blob(['x']), {
          headers: {
            'Content-Disposition': `attachment; filename="sanne-de-vries-2026-11-30.${call.url.includes('pdf') ? 'pdf' : 'json'}"`,
          },
        }),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithApp(<PrivacyMenu customer="k1" name="Sanne de Vries" />);
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: /JSON/ }));
    await waitFor(() => expect(saved).toEqual(['sanne-de-vries-2026-11-30.json']));
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: /PDF/ }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('sanne-de-vries-2026-11-30.pdf');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/customer/k1/privacy/export?format=json&language=en',
      '/api/customer/k1/privacy/export?format=pdf&language=en',
    ]);
    expect(
      (await screen.findAllByText('The customer’s personal data was downloaded; the request is logged.'))[0],
    ).toBeVisible();
  });

  it('erases only after the confirmation says what goes and what stays', async () => {
    const { calls } = mockFetch({
      'POST /api/customer/k1/privacy/erase': () => ({
        body: {
          at: '2026-11-30T10:00:00Z',
          name: 'Anonymous #3F2A',
          kept: { bookings: 2, invoices: 1, payments: 3 },
          wiped: { guestForms: 1, files: 0, relations: 1, mails: 2, dives: 0, versions: 4 },
        },
      }),
    });
    renderWithApp(<PrivacyMenu customer="k1" name="Sanne de Vries" />);
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Erase personal data…' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase the personal data of Sanne de Vries?' });
    expect(within(dialog).getByText(/invoices keep their figures/)).toBeVisible();
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(
      await screen.findByText(
        'Erased: the customer is now Anonymous #3F2A; 1 invoice(s) kept as issued. The request is logged.',
      ),
    ).toBeVisible();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/customer/k1/privacy/erase']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the refusal when a stay is still to come, the date in the product’s format', async () => {
    mockFetch({
      'POST /api/customer/k1/privacy/erase': () => ({
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'Booking 1042 still has a stay until 2026-12-20',
          description: 'STAY_AHEAD',
          params: { booking: '1042', to: '2026-12-20' },
        },
      }),
    });
    renderWithApp(<PrivacyMenu customer="k1" name="Sanne de Vries" />);
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Erase personal data…' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await within(dialog).findByText(/Booking 1042 still has a stay until 20\.12\.2026/)).toBeVisible();
  });
});
