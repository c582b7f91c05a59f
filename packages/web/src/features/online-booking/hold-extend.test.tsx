import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../resources/test-support.tsx';
import { clockTime } from './hold-countdown.tsx';
import { BOOTSTRAP, bookingView } from './online-fixtures.ts';
import { PayPanel } from './pay-panel.tsx';

/**
 * WCAG 2.2.1 Timing Adjustable on the pay step: five and one minutes before the hold ends an alert
 * dialog offers more time with its button focused; one key extends, the countdown and the page
 * show the new end and say it politely; at the limit the page says so instead.
 */
const session = { session: { bootstrap: BOOTSTRAP, user: null, isLoggedIn: false }, principal: undefined };
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
let bookings = 0;
/** Every test its own booking: extensions are remembered per booking for the page's lifetime. */
const held = (holdUntil: string) =>
  bookingView({ id: `bb${String(++bookings).padStart(6, '0')}-1111-4111-8111-111111111111`, holdUntil });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('extending the hold while paying', () => {
  it('warns five minutes before the end with the button focused; Enter extends and the new end is shown and said', async () => {
    const booking = held(minutes(4));
    const later = minutes(19);
    const { calls } = mockFetch({
      [`POST /api/book/${booking.id}/extend`]: () => ({ body: { holdUntil: later, extensionsLeft: 9 } }),
    });
    const user = userEvent.setup();
    renderWithApp(<PayPanel booking={booking} restartTo="/book" />, session);

    const warning = await screen.findByRole('alertdialog', { name: /Less than 5 minutes left/ });
    expect(warning).toHaveAccessibleDescription(/Need more time to pay\?/);
    const button = within(warning).getByRole('button', { name: 'Extend hold' });
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('timer')).toHaveTextContent(/held for 1[89]:\d\d/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('timer')).toHaveFocus();
    const until = clockTime(later, 'en');
    expect(screen.getByRole('status')).toHaveTextContent(
      `More time: your places are now held until ${until}. You can extend the hold 9 more times.`,
    );
    expect(calls.filter((c) => c.url.includes('/extend'))).toHaveLength(1);
    expect(calls[0]!.url).toContain(`token=${booking.token}`);
  });

  it('says at the limit that the hold cannot be extended again, and offers no button', async () => {
    const booking = held(minutes(0.8));
    mockFetch({
      [`POST /api/book/${booking.id}/extend`]: () => ({
        status: 409,
        body: { statusCode: 409, description: 'HOLD_EXTENSION_LIMIT', message: 'limit', params: { max: 10 } },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<PayPanel booking={booking} restartTo="/book" />, session);
    const warning = await screen.findByRole('alertdialog', { name: /Less than 1 minute left/ });
    await user.click(within(warning).getByRole('button', { name: 'Extend hold' }));
    expect(
      await within(warning).findByText(/The hold cannot be extended again\. Please pay by/),
    ).toBeVisible();
    expect(within(warning).queryByRole('button')).toBeNull();
  });

  it('says so when the hold has already ended on the server', async () => {
    const booking = held(minutes(2));
    mockFetch({
      [`POST /api/book/${booking.id}/extend`]: () => ({
        status: 404,
        body: { statusCode: 404, description: 'NOT_FOUND', message: 'released' },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<PayPanel booking={booking} restartTo="/book" />, session);
    await user.click(await screen.findByRole('button', { name: 'Extend hold' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The hold has ended and your places were released',
    );
  });

  it('takes the focus again when one minute is left', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const booking = held(minutes(1.05));
    mockFetch({});
    renderWithApp(<PayPanel booking={booking} restartTo="/book" />, session);
    const button = await screen.findByRole('button', { name: 'Extend hold' });
    expect(button).toHaveFocus();
    // The guest went on paying meanwhile.
    screen.getByRole('button', { name: /^Pay / }).focus();
    expect(button).not.toHaveFocus();
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('alertdialog', { name: /Less than 1 minute left/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Extend hold' })).toHaveFocus();
  });

  it('offers nothing while more than five minutes are left', async () => {
    mockFetch({});
    renderWithApp(<PayPanel booking={held(minutes(6))} restartTo="/book" />, session);
    expect(await screen.findByRole('timer')).toHaveTextContent(/held for [56]:\d\d/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
