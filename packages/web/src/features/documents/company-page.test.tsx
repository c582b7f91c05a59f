import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { CompanyPage } from './company-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const stored = {
  name: 'Blue Reef Diving GmbH',
  address: { street: 'Hafenstraße 1', zip: '20457', city: 'Hamburg', country: 'DE' },
  logo: null,
  phone: '',
  email: '',
  website: '',
  taxNumber: '',
  vatId: 'DE123456789',
  register: '',
  managingDirector: '',
  bankAccounts: [],
  footer: '',
  version: 3,
};

describe('CompanyPage', () => {
  it('saves the letterhead with the version it read, a bank account added', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/company': () => ({ body: stored }),
      'POST /api/company': (call) => ({ body: { ...(call.body as object), version: 4 } }),
    });
    renderWithApp(<CompanyPage />);
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue('Blue Reef Diving GmbH');
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      name: 'Blue Reef Diving GmbH',
      logo: null,
      version: 3,
      bankAccounts: [{ iban: 'DE89370400440532013000', currency: 'EUR' }],
    });
  });

  it('says so in the field when an IBAN is wrong, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ 'GET /api/company': () => ({ body: stored }) });
    renderWithApp(<CompanyPage />);
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'DE89 3704 0044 0532 0130 01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a valid IBAN')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers a reload instead of overwriting when someone else saved meanwhile', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/company': () => ({ body: stored }),
      'POST /api/company': () => ({
        status: 409,
        body: { description: 'STALE_VERSION', message: 'Someone else saved the company details meanwhile' },
      }),
    });
    renderWithApp(<CompanyPage />);
    await screen.findByRole('textbox', { name: /Company name/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
