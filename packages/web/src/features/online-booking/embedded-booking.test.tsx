import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { navigateExternal } from '../../app/external-navigation.ts';
import { i18n } from '../../i18n/index.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { BookOnlinePage } from './online-booking-pages.tsx';
import {
  BOOKING,
  BOOTSTRAP,
  bookingHandlers,
  bookingView,
  CORAL_QUEEN,
  callsTo,
  DEPARTURES,
  departure,
  MONTH,
  NORTH_TOUR,
  SOUTH_TOUR,
  TOKEN,
  WIDGET,
  widgetConfig,
} from './online-fixtures.ts';
import { PaymentAbortedPage } from './payment-return-pages.tsx';
import { navigateTop } from './top-navigation.ts';

vi.mock('../../app/external-navigation.ts', () => ({ navigateExternal: vi.fn() }));
vi.mock('./top-navigation.ts', () => ({ navigateTop: vi.fn() }));

const realParent = Object.getOwnPropertyDescriptor(window, 'parent');
const postMessage = vi.fn();

/** The page as the widget snippet shows it: in a frame of the operator's website. */
function framed() {
  Object.defineProperty(window, 'parent', { configurable: true, value: { postMessage } });
}

/** Stands in for the browser's ResizeObserver, so a test can say "the page changed size". */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.last = this;
  }
  observe() {}
  disconnect() {}
}

/** The app's box as the frame's page measures it (`#root`, here the body jsdom renders into). */
let measured: { mockRestore: () => void } | null = null;
function setScrollHeight(height: number) {
  measured?.mockRestore();
  const box = document.getElementById('root') ?? document.body;
  measured = vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ height } as DOMRect);
}

beforeEach(() => {
  postMessage.mockReset();
  vi.mocked(navigateExternal).mockReset();
  vi.mocked(navigateTop).mockReset();
});
afterEach(async () => {
  if (realParent) Object.defineProperty(window, 'parent', realParent);
  measured?.mockRestore();
  measured = null;
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderTrips(query: string) {
  return renderWithApp(<BookOnlinePage />, {
    path: `/book/online${query}`,
    route: '/book/online',
    principal: undefined,
    session: { bootstrap: BOOTSTRAP, user: null, isLoggedIn: false },
  });
}

describe('the booking pages in a website', () => {
  it('keeps the frame as tall as the page', async () => {
    framed();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    setScrollHeight(640);
    mockFetch(bookingHandlers());
    renderTrips(`?month=${MONTH}`);
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ type: 'seaberth:height', height: 640 }, '*'),
    );

    setScrollHeight(1180);
    act(() => FakeResizeObserver.last?.callback());
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'seaberth:height', height: 1180 }, '*');
    // The same height again is not news.
    const sent = postMessage.mock.calls.length;
    act(() => FakeResizeObserver.last?.callback());
    expect(postMessage.mock.calls).toHaveLength(sent);
  });

  it('sends no messages when it is not framed', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    mockFetch(bookingHandlers());
    renderTrips(`?month=${MONTH}`);
    expect(await screen.findByRole('button', { name: 'MY Blue Horizon' })).toBeVisible();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('offers only the widget’s vessels and tours, in the widget’s language', async () => {
    const { calls } = mockFetch({
      ...bookingHandlers(),
      [`GET /api/widget/${WIDGET}/public`]: () => ({
        body: widgetConfig({ vessels: [CORAL_QUEEN], tours: [SOUTH_TOUR], language: 'de', currency: 'USD' }),
      }),
      'GET /api/book/schedules': () => ({
        body: [
          ...DEPARTURES.map((entry) => ({ ...entry, vessel: { id: CORAL_QUEEN, name: 'MV Coral Queen' } })),
          departure(
            'f3333333-3333-4333-8333-333333333333',
            { id: NORTH_TOUR, name: 'North again' },
            '2030-03-02',
            '2030-03-09',
            CORAL_QUEEN,
          ),
        ],
      }),
    });
    renderTrips(`?widget=${WIDGET}&month=${MONTH}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Tour buchen' })).toBeVisible();
    // One vessel left: no choice to make, its departures at once, only the widget's tour.
    expect(await screen.findByText('Deep South')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'MY Blue Horizon' })).toBeNull();
    expect(screen.queryByText('Red Sea North')).toBeNull();
    expect(screen.queryByText('North again')).toBeNull();
    expect(callsTo(calls, 'GET', '/api/book/schedules')[0].url).toBe(
      `/api/book/schedules?vessel=${CORAL_QUEEN}&from=2030-01-29&to=2030-04-01&currency=USD`,
    );
    expect(callsTo(calls, 'GET', '/api/book/vessel')[0].url).toBe('/api/book/vessel?lang=de');
    expect(screen.getByText(/5 Plätze frei · ab 1\.200,00\s€/)).toBeVisible();

    // The booking is priced in the widget's currency.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Deep South am .* wählen$/ }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Gäste in Cabin 1' }), '1');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/book/booking/price').at(-1)?.body).toMatchObject({
        currency: 'USD',
        language: 'de',
      }),
    );
  });

  it('speaks the language of ?lang= rather than the widget’s', async () => {
    mockFetch({
      ...bookingHandlers(),
      [`GET /api/widget/${WIDGET}/public`]: () => ({ body: widgetConfig({ language: 'de' }) }),
    });
    renderTrips(`?widget=${WIDGET}&lang=en&month=${MONTH}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book your trip' })).toBeVisible();
    // Two vessels allowed (an empty list means all): the guest chooses.
    expect(await screen.findByRole('button', { name: 'MV Coral Queen' })).toBeVisible();
  });

  it('says so when the widget does not exist', async () => {
    mockFetch({
      ...bookingHandlers(),
      [`GET /api/widget/${WIDGET}/public`]: () => ({
        status: 404,
        body: { description: 'NOT_FOUND', message: 'x' },
      }),
    });
    renderTrips(`?widget=${WIDGET}`);
    expect(await screen.findByText(/This booking widget is not available/)).toBeVisible();
  });

  it('takes the whole window to the payment page: the snippet is asked, the top is navigated', async () => {
    framed();
    const user = userEvent.setup();
    mockFetch({
      [`POST /api/book/${BOOKING}/payment/aborted`]: () => ({ body: bookingView() }),
      [`POST /api/book/${BOOKING}/checkout`]: () => ({ body: { url: 'https://pay.example/cs_2' } }),
    });
    renderWithApp(<PaymentAbortedPage />, {
      path: `/payment/aborted?booking=${BOOKING}&token=${TOKEN}`,
      route: '/payment/aborted',
      principal: undefined,
      session: { bootstrap: BOOTSTRAP, user: null, isLoggedIn: false },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay €807.00 now' }));
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { type: 'seaberth:redirect', url: 'https://pay.example/cs_2' },
        '*',
      ),
    );
    expect(navigateTop).toHaveBeenCalledWith('https://pay.example/cs_2');
    expect(navigateExternal).not.toHaveBeenCalled();
  });
});
