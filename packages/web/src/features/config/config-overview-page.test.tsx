import type { ConfigOverview } from '@seaberth/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { ConfigOverviewPage } from './config-overview-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const overview: ConfigOverview = {
  company: { name: 'Coral Bay Divers', hasAddress: true, hasLogo: false, bankAccounts: 2 },
  mail: { transport: 'none', accounts: 1, templates: 4, failed: 3 },
  payment: { providers: 0, active: 0 },
  features: { on: ['resort', 'vessel'], total: 19 },
  languages: { default: 'de', supported: ['de', 'en'] },
  backups: { local: 0, lastAt: null, dropbox: false },
  users: { active: 5, roles: 1 },
};

const card = (name: string) => screen.getByRole('region', { name });

describe('ConfigOverviewPage', () => {
  it('shows each settings group with its state and facts, each linking to its page', async () => {
    mockFetch({ 'GET /api/settings/overview': () => ({ body: overview }) });
    renderWithApp(<ConfigOverviewPage />, { path: '/config' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuration' })).toBeInTheDocument();
    const company = await screen.findByRole('region', { name: 'Company and documents' });
    expect(within(company).getByText('Set up')).toBeInTheDocument();
    expect(within(company).getByText('Coral Bay Divers')).toBeInTheDocument();
    expect(within(company).getByText('No logo · 2 bank accounts')).toBeInTheDocument();
    expect(within(company).getByRole('link', { name: 'Company and documents' })).toHaveAttribute(
      'href',
      '/config/company',
    );

    const mail = card('Mail');
    expect(within(mail).getByText('Needs attention')).toBeInTheDocument();
    expect(within(mail).getByText('4 mail templates · 3 mails failed')).toBeInTheDocument();
    expect(within(card('Online payment')).getByText('Not in use')).toBeInTheDocument();
    expect(within(card('Online payment')).getByText('No payment provider connected')).toBeInTheDocument();
    expect(within(card('Online payment')).getByRole('link')).toHaveAttribute(
      'href',
      '/config/paymentprovider',
    );
    expect(within(card('Modules')).getByText('2 of 19 modules on')).toBeInTheDocument();
    expect(
      within(card('Languages and translations')).getByText('Offered: German, English'),
    ).toBeInTheDocument();
    const backups = card('Backups');
    expect(within(backups).getByText('Needs attention')).toBeInTheDocument();
    expect(within(backups).getByText('No backup yet')).toBeInTheDocument();
    expect(within(backups).getByText('Dropbox not connected')).toBeInTheDocument();
    expect(within(card('Users and roles')).getByText('5 staff accounts')).toBeInTheDocument();
  });

  it('offers to try again when the overview cannot be read', async () => {
    mockFetch({
      'GET /api/settings/overview': () => ({ status: 500, body: { message: 'down', statusCode: 500 } }),
    });
    renderWithApp(<ConfigOverviewPage />, { path: '/config' });
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
