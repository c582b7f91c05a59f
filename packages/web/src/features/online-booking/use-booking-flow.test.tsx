import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOperatorTimezone } from '../../app/clock.ts';
import { SessionContext, type SessionValue } from '../../app/session-context.ts';
import { i18n } from '../../i18n/index.ts';
import { ADMIN, fakeSession } from '../../resources/test-support.tsx';
import { useBookingFlow } from './use-booking-flow.ts';

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
    let session: SessionValue = fakeSession(ADMIN, { bootstrap: null, isLoggedIn: false, user: null });
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionContext.Provider value={session}>
            <MemoryRouter initialEntries={['/book/online']}>{children}</MemoryRouter>
          </SessionContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    );
    const { result, rerender } = renderHook(() => useBookingFlow('trip'), { wrapper });
    // The public pages render before bootstrap answers: the browser's own day stands in.
    expect(result.current.month).toBe('2026-12-01');

    setOperatorTimezone('Pacific/Kiritimati');
    session = { ...session, bootstrap: { timezone: 'Pacific/Kiritimati' } as SessionValue['bootstrap'] };
    rerender();
    expect(result.current.month).toBe('2027-01-01');
  });
});
