import { useTheme } from '@mui/material';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppThemeProvider } from './app-theme.tsx';
import { REDUCED_MOTION_QUERY } from './theme.ts';

const defaultMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = defaultMatchMedia;
});

/** A system setting the test can switch, telling its listeners as a browser does. */
function systemMotion(reduced: boolean) {
  const listeners = new Set<() => void>();
  let matches = reduced;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === REDUCED_MOTION_QUERY && matches;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
}

function Duration() {
  return <output>{useTheme().transitions.duration.enteringScreen}</output>;
}

describe('AppThemeProvider', () => {
  it('follows the system when it starts or stops asking for reduced motion', () => {
    const switchTo = systemMotion(false);
    render(
      <AppThemeProvider>
        <Duration />
      </AppThemeProvider>,
    );
    expect(Number(screen.getByRole('status').textContent)).toBeGreaterThan(0);
    act(() => switchTo(true));
    expect(screen.getByRole('status')).toHaveTextContent('0');
    act(() => switchTo(false));
    expect(Number(screen.getByRole('status').textContent)).toBeGreaterThan(0);
  });
});
