import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme.ts';

describe('createAppTheme', () => {
  it('moves nothing for a user who asks for reduced motion', () => {
    const theme = createAppTheme({ reducedMotion: true });
    expect(Object.values(theme.transitions.duration).every((ms) => ms === 0)).toBe(true);
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('keeps MUI’s transitions otherwise', () => {
    const theme = createAppTheme();
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.transitions.create('opacity')).not.toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('names an unnamed progress bar in the user’s language', () => {
    expect(createAppTheme().components?.MuiLinearProgress?.defaultProps?.['aria-label']).toBe('Loading');
    expect(
      createAppTheme({ language: 'de' }).components?.MuiLinearProgress?.defaultProps?.['aria-label'],
    ).toBe('Wird geladen');
  });
});
