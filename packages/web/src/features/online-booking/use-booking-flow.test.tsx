import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOperatorTimezone } from '../../app/clock.ts';
import { SessionContext, type SessionValue } from '../../app/session-context.ts';
import { i18n } from '../../i18n/index.ts';
import { ADMIN, fakeSession } from '../../resources/test-support.tsx';
import { useBookingFlow } from './use-booking-flow.ts';

const guest = fakeSession(ADMIN, { bootstrap: null, isLoggedIn: false, user: null });
let answer: (session: SessionValue) => void = () => undefined;

/** The session as the app's provider holds it: bootstrap arrives later, as a state change. */
function Session({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(guest);
  answer = setSession;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

afterEach(() => {
  setOperatorTimezone(undefined);
  vi.useRealTimers();
});

describe('useBookingFlow', () => {
  it('opens on the operator’s month once bootstrap has told its timezone, not the browser’s', () => {
    // 10:00 UTC on 31 December: still December in every browser from UTC−10 to UTC+13, already
    // New Year's Day on Kiritimati (UTC+14), where this operator is.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T10:00:00Z'));
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <Session>
            <MemoryRouter initialEntries={['/book/online']}>{children}</MemoryRouter>
          </Session>
        </QueryClientProvider>
      </I18nextProvider>
    );
    const { result } = renderHook(() => useBookingFlow('trip'), { wrapper });
    // The public pages render before bootstrap answers: the browser's own day stands in.
    expect(result.current.month).toBe('2026-12-01');

    // Bootstrap answers (use-bootstrap.ts sets the zone, then the session): nothing else re-renders.
    setOperatorTimezone('Pacific/Kiritimati');
    act(() =>
      answer({ ...guest, bootstrap: { timezone: 'Pacific/Kiritimati' } as SessionValue['bootstrap'] }),
    );
    expect(result.current.month).toBe('2027-01-01');
  });
});
