import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { PAGE_HEADING_VARIANT } from '../../app/page-heading.tsx';
import { i18n } from '../../i18n/index.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { GeoPage } from './geo-page.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client.ts')>()),
  api: (await import('../../../test/mocked-api.ts')).mockedApi(),
}));

const get = vi.mocked(api.get);

afterEach(cleanup);
beforeEach(() => {
  get.mockReset();
  get.mockResolvedValue(
    page([{ id: 'p1', version: 1, code: 'EG HRG', name: 'Hurghada', country: 'EG', destination: '' }]),
  );
});

describe('GeoPage', () => {
  it('lists the kind of the route under its tab and edits it in a dialog', async () => {
    const user = userEvent.setup();
    renderWithApp(<GeoPage />, { path: '/geo/port', route: '/geo/:kind' });
    expect(await screen.findByText('Hurghada')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/port', { page: 0, size: 25, sort: 'name', order: 1 });
    expect(screen.getByRole('tab', { name: 'Ports' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab')).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'New port' }));
    expect(await screen.findByRole('dialog', { name: 'New port' })).toBeInTheDocument();
  });

  it('sends an unknown kind to destinations', async () => {
    renderWithApp(<GeoPage />, { path: '/geo/planet', route: '/geo/:kind' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Destinations' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(get).toHaveBeenCalledWith('/api/destination', expect.objectContaining({ page: 0 }));
    expect(get).not.toHaveBeenCalledWith('/api/planet', expect.anything());
  });

  it('is headed with the name the drawer gives it, in either language', async () => {
    renderWithApp(<GeoPage />, { path: '/geo/port', route: '/geo/:kind' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(i18n.getFixedT('en')('routes.geo.overview'));
    expect(heading).toHaveTextContent('Geography and currencies');
    expect(heading).toHaveClass(`MuiTypography-${PAGE_HEADING_VARIANT}`);
    cleanup();

    renderWithApp(<GeoPage />, { path: '/geo/port', route: '/geo/:kind', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Geografie und Währungen');
    await i18n.changeLanguage('en');
  });
});
