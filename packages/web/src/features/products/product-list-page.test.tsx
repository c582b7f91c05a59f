import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { ProductListPage } from './product-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const meta = { version: 1, createdAt: '', updatedAt: '' };
const MANTA = '11111111-1111-4111-8111-111111111111';
const COURSES = '22222222-2222-4222-8222-222222222222';
const COURSE = '33333333-3333-4333-8333-333333333333';
const SUNSCREEN = '44444444-4444-4444-8444-444444444444';
const product = (id: string, name: string, extra: Record<string, unknown>) => ({
  id,
  name,
  description: '',
  productCategory: null,
  resort: null,
  vessel: null,
  amount: 0,
  currency: 'EUR',
  addRule: 'PerBooking',
  onlineBookable: true,
  isActive: true,
  ...meta,
  ...extra,
});

const row = async (name: string) => (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;

describe('ProductListPage', () => {
  it('lists the products from the API with category, vessel and price, and opens each on its page', async () => {
    mockFetch({
      'GET /api/product': () => ({
        body: page([
          product(COURSE, 'Nitrox course', { vessel: MANTA, productCategory: COURSES, amount: 19000 }),
          product(SUNSCREEN, 'Reef-safe sunscreen', { amount: 1800 }),
        ]),
      }),
      'GET /api/productcategory': () => ({ body: page([{ id: COURSES, name: 'Courses', ...meta }]) }),
      'GET /api/vessel': () => ({ body: page([{ id: MANTA, name: 'MV Manta', ...meta }]) }),
      'GET /api/resort': () => ({ body: page([]) }),
    });
    renderWithApp(<ProductListPage />, { path: '/product/list', route: '/product/list' });
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    const course = await row('Nitrox course');
    expect(course).toHaveTextContent('€190.00');
    expect(await within(course).findByText('Courses')).toBeInTheDocument();
    expect(await within(course).findByText('MV Manta')).toBeInTheDocument();
    expect(await row('Reef-safe sunscreen')).toHaveTextContent('€18.00');
    expect(screen.getByRole('button', { name: 'New product' })).toBeInTheDocument();
    // The title opens the product's own page (/product/:id), not a dialog over the list.
    await userEvent.click(within(course).getByRole('button', { name: 'Nitrox course' }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  });
});
