import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { WidgetEditPage } from './widget-edit-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const VESSEL = { id: 'v1', name: 'MV Manta', version: 1, createdAt: '', updatedAt: '' };
const SNIPPET =
  '<script src="https://booking.example.com/widget.js" data-seaberth-widget="w1" async></script>';
const STORED = {
  id: 'w1',
  version: 4,
  name: 'Dive shop website',
  kind: 'trips',
  vessels: ['v1'],
  tours: [],
  resorts: [],
  roomTypes: [],
  primaryColor: '#0b6e99',
  language: 'de',
  currency: null,
  allowedOrigins: ['https://dive.example.com'],
  isActive: true,
  createdAt: '2027-01-01T00:00:00Z',
  updatedAt: '2027-01-01T00:00:00Z',
};

/** The lists the form's pickers offer. */
const pickers = {
  'GET /api/vessel': () => ({ body: page([VESSEL]) }),
  'GET /api/tour': () => ({ body: page([]) }),
  'GET /api/resort': () => ({ body: page([]) }),
  'GET /api/roomtypes': () => ({ body: page([]) }),
};

describe('WidgetEditPage', () => {
  it('shows a stored widget with its snippet to copy and a live preview of its booking page', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockFetch({
      ...pickers,
      'GET /api/widget/w1': () => ({ body: STORED }),
      'GET /api/widget/w1/snippet': () => ({ body: { html: SNIPPET } }),
    });
    const { snackbar } = renderWithApp(<WidgetEditPage />, {
      path: '/widget-admin/w1',
      route: '/widget-admin/:id',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dive shop website' })).toBeVisible();
    // The vessel picker names the vessel, not its id.
    expect(await screen.findByText('MV Manta')).toBeVisible();
    expect(screen.getByText('https://dive.example.com')).toBeVisible();

    const snippet = await screen.findByRole('textbox', { name: 'Snippet' });
    expect(snippet).toHaveValue(SNIPPET);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SNIPPET);
    await waitFor(() => expect(snackbar.current()?.text).toBe('Snippet copied'));

    const preview = screen.getByTitle('Preview of Dive shop website');
    expect(preview.tagName).toBe('IFRAME');
    expect(preview).toHaveAttribute('src', '/book/online?widget=w1&lang=de');
  }, 15_000);

  it('previews a resort widget on the resort booking page and warns while it is off', async () => {
    mockFetch({
      ...pickers,
      'GET /api/widget/w1': () => ({
        body: { ...STORED, kind: 'resort', language: null, vessels: [], isActive: false },
      }),
      'GET /api/widget/w1/snippet': () => ({ body: { html: SNIPPET } }),
    });
    renderWithApp(<WidgetEditPage />, { path: '/widget-admin/w1', route: '/widget-admin/:id' });
    const preview = await screen.findByTitle('Preview of Dive shop website');
    expect(preview).toHaveAttribute('src', '/book/resort?widget=w1');
    expect(screen.getByText(/This widget is switched off/)).toBeVisible();
  }, 15_000);

  it('refuses a website address with a path and creates the widget with its origin', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      ...pickers,
      'POST /api/widget': (call) => ({
        status: 201,
        body: { ...STORED, ...(call.body as object), id: 'w9', version: 1 },
      }),
    });
    renderWithApp(<WidgetEditPage />, { path: '/widget-admin/create', route: '/widget-admin/create' });
    expect(await screen.findByRole('heading', { level: 1, name: 'New booking widget' })).toBeVisible();
    // No snippet before the widget exists.
    expect(screen.queryByRole('textbox', { name: 'Snippet' })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dive shop website');
    const origins = screen.getByRole('combobox', { name: 'Websites that may embed it' });
    await user.type(origins, 'https://dive.example.com/booking{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write an origin like https://dive.example.com (no path)')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    const chip = screen.getByRole('button', { name: 'https://dive.example.com/booking' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await user.type(origins, 'https://dive.example.com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'Dive shop website',
      kind: 'trips',
      allowedOrigins: ['https://dive.example.com'],
      primaryColor: '#0b6e99',
    });
  }, 15_000);
});
