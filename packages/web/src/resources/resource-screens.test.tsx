import { diveSiteResource, productCategoryResource } from '@seaberth/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { i18n } from '../i18n/index.ts';
import { resourceRoutes } from '../route-builder.ts';
import { ResourceEditScreen, ResourceListScreen } from './resource-screens.tsx';
import { page, renderWithApp } from './test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

const meta = { version: 1, createdAt: '', updatedAt: '' };

describe('a plain resource from its definition and one route-table entry', () => {
  const routes = resourceRoutes(productCategoryResource, 'masterData', { feature: ['resort', 'vessel'] });

  it('has a list, a create and an edit route with the scopes the server checks', () => {
    expect(routes.map((route) => [route.path, route.meta.scope, route.meta.visible, route.screen])).toEqual([
      ['/productcategory/list', ['product.read', 'bookings.read'], undefined, 'resourceList'],
      ['/productcategory/create', ['product.create'], false, 'resourceEdit'],
      ['/productcategory/:id', ['product.update'], false, 'resourceEdit'],
    ]);
    // A form shows the stored record, so its pages need the read scope too.
    expect(routes[2].meta.needs).toEqual([['product.read', 'bookings.read']]);
    expect(routes.every((route) => route.meta.feature?.includes('vessel'))).toBe(true);
    for (const lng of ['en', 'de']) expect(i18n.exists(routes[0].labelKey, { lng })).toBe(true);
  });

  it('lists its records and opens them on their generic page', async () => {
    mockFetch({
      'GET /api/productcategory': () => ({
        body: page([{ id: 'c1', name: 'Courses', description: '', ...meta }]),
      }),
    });
    renderWithApp(
      <ResourceListScreen area="masterData" labelKey={routes[0].labelKey} {...routes[0].props} />,
      {
        path: '/productcategory/list',
        route: '/productcategory/list',
      },
    );
    const link = await screen.findByRole('button', { name: 'Courses' });
    link.click();
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });

  it('creates one on the generic edit page', async () => {
    mockFetch({});
    renderWithApp(
      <ResourceEditScreen area="masterData" labelKey={routes[1].labelKey} {...routes[1].props} />,
      {
        path: '/productcategory/create',
        route: '/productcategory/create',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'New product category' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Product categories' })).toHaveAttribute(
      'href',
      '/productcategory/list',
    );
  });
});

describe('a plain resource whose list SPEC §2 names (/dive/site)', () => {
  const routes = resourceRoutes(diveSiteResource, 'dive', { feature: ['diveLog'] }, '/dive/site');

  it('has its list at that path and its pages under it', () => {
    expect(routes.map((route) => [route.path, route.meta.visible, route.screen])).toEqual([
      ['/dive/site', undefined, 'resourceList'],
      ['/dive/site/create', false, 'resourceEdit'],
      ['/dive/site/:id', false, 'resourceEdit'],
    ]);
    expect(routes[0].meta.scope).toContain('divesite.read');
    expect(routes[1].meta.scope).toEqual(['divesite.create']);
    for (const lng of ['en', 'de']) expect(i18n.exists(routes[0].labelKey, { lng })).toBe(true);
  });

  it('goes back from a new record to that list', async () => {
    mockFetch({});
    renderWithApp(<ResourceEditScreen area="dive" labelKey={routes[1].labelKey} {...routes[1].props} />, {
      path: '/dive/site/create',
      route: '/dive/site/create',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'New dive site' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dive sites' })).toHaveAttribute('href', '/dive/site');
  });

  it('opens a listed record under that path', async () => {
    mockFetch({
      'GET /api/divesite': () => ({
        body: page([
          {
            id: 's1',
            name: 'Castle Rock',
            area: 'North Komodo',
            position: { lat: -8.406, lng: 119.562 },
            depthMin: 5,
            depthMax: 40,
            level: 'advancedOpenWater',
            minDives: 50,
            currentNotes: '',
            entryNotes: '',
            images: [],
            resort: null,
            vessel: null,
            isActive: true,
            ...meta,
          },
        ]),
      }),
    });
    renderWithApp(<ResourceListScreen area="dive" labelKey={routes[0].labelKey} {...routes[0].props} />, {
      path: '/dive/site',
      route: '/dive/site',
    });
    expect(await screen.findByText('Advanced Open Water')).toBeVisible();
    (await screen.findByRole('button', { name: 'Castle Rock' })).click();
    expect(await screen.findByTestId('navigated-away')).toHaveAttribute('data-path', '/dive/site/s1');
  });
});
