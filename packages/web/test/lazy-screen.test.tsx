import { act, render, renderHook, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_DELAY_MS,
  lazyScreen,
  scheduleReloadAfterChunkFailure,
} from '../src/app/lazy-screen.ts';
import { useAppNavigate } from '../src/app/navigation.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chunk load failure', () => {
  it('reloads the page after 250 ms', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    expect(scheduleReloadAfterChunkFailure({ hostname: 'app.seaberth.example', reload })).toBe(true);
    vi.advanceTimersByTime(CHUNK_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on localhost', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    expect(scheduleReloadAfterChunkFailure({ hostname: 'localhost', reload })).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload again right after a reload, which would loop', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const now = Date.now();
    scheduleReloadAfterChunkFailure({ hostname: 'app.example', reload }, now);
    expect(scheduleReloadAfterChunkFailure({ hostname: 'app.example', reload }, now + 1000)).toBe(false);
  });

  it('still passes the failure on to the error boundary', async () => {
    // React reports the caught error on the console; expected here, so kept quiet.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Screen = lazyScreen(() => Promise.reject(new Error('chunk gone')));
    const errors: unknown[] = [];
    render(
      <Suspense fallback="loading">
        <ErrorCatcher onError={(error) => errors.push(error)}>
          <Screen area="start" labelKey="routes.home" />
        </ErrorCatcher>
      </Suspense>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(String(errors[0])).toContain('chunk gone');
  });
});

describe('navigation helper', () => {
  it('ignores a navigation to where the user already is', () => {
    const { result } = renderHook(() => ({ navigate: useAppNavigate(), location: useLocation() }), {
      wrapper: ({ children }) => <MemoryRouter initialEntries={['/users?page=2']}>{children}</MemoryRouter>,
    });
    const before = result.current.location.key;
    act(() => result.current.navigate('/users?page=2'));
    expect(result.current.location.key).toBe(before);
    act(() => result.current.navigate('/users?page=3'));
    expect(result.current.location.search).toBe('?page=3');
  });
});

class ErrorCatcher extends Component<
  { children: ReactNode; onError: (error: unknown) => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? 'failed' : this.props.children;
  }
}
