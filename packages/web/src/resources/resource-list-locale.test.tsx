import { countryResource } from '@seaberth/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client.ts';
import { PAGE_HEADING_VARIANT } from '../app/page-heading.tsx';
import { i18n } from '../i18n/index.ts';
import { ResourceList } from './resource-list.tsx';
import { page, renderWithApp } from './test-support.tsx';

vi.mock('../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/client.ts')>()),
  api: (await import('../../test/mocked-api.ts')).mockedApi(),
}));

const get = vi.mocked(api.get);

const countries = ['Germany', 'Egypt', 'Fiji', 'Palau'].map((name, index) => ({
  id: `c${index}`,
  version: 1,
  createdAt: '',
  updatedAt: '',
  code: name.slice(0, 2).toUpperCase(),
  name,
  callingCodes: [],
}));

beforeEach(() => {
  get.mockReset();
  get.mockResolvedValue(page(countries));
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('ResourceList in the UI language', () => {
  it('shows the grid’s own texts in German', async () => {
    const user = userEvent.setup();
    renderWithApp(<ResourceList definition={countryResource} />, { language: 'de' });
    expect(await screen.findByText('Palau')).toBeInTheDocument();
    expect(screen.getByText('Zeilen pro Seite:')).toBeInTheDocument();
    expect(screen.getByText('1–4 von 4')).toBeInTheDocument();
    expect(screen.queryByText('Rows per page:')).not.toBeInTheDocument();

    // The header's menu button only shows on hover, so it is found by its label, not its role.
    await user.click(screen.getByLabelText('ISO-Code Spaltenmenü'));
    expect(await screen.findByRole('menuitem', { name: 'Spalten verwalten' })).toBeInTheDocument();
  });

  it('switches them when the language changes on the open page', async () => {
    renderWithApp(<ResourceList definition={countryResource} />);
    expect(await screen.findByText('Rows per page:')).toBeInTheDocument();
    expect(await screen.findByText('1–4 of 4')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText('Zeilen pro Seite:')).toBeInTheDocument();
    expect(screen.getByText('1–4 von 4')).toBeInTheDocument();
  });

  it('counts an empty list in German', async () => {
    get.mockResolvedValue(page([]));
    renderWithApp(<ResourceList definition={countryResource} />, { language: 'de' });
    expect(await screen.findByText('0–0 von 0')).toBeInTheDocument();
  });

  it('is headed like every other page', async () => {
    renderWithApp(<ResourceList definition={countryResource} />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Countries' });
    expect(heading).toHaveClass(`MuiTypography-${PAGE_HEADING_VARIANT}`);
  });
});
