import { Box, Button } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { decidingPart, keepAllStyles } from './emotion-styles.ts';

describe('the test window keeps the CSS that decides what a user sees and clicks', () => {
  it('keeps display, visibility and pointer-events and drops the rest, inside at-rules too', () => {
    expect(decidingPart('.css-1{display:flex;padding:8px;color:red;}')).toBe('.css-1{display:flex}');
    expect(decidingPart('.css-2.Mui-disabled{pointer-events:none;cursor:default;}')).toBe(
      '.css-2.Mui-disabled{pointer-events:none}',
    );
    expect(decidingPart('@media (min-width:600px){.css-3{visibility:hidden;margin:0;}}')).toBe(
      '@media (min-width:600px){.css-3{visibility:hidden}}',
    );
    expect(decidingPart('.css-4{padding:8px;background:url("data:image/png;base64,AAA;");}')).toBeNull();
    expect(decidingPart('@keyframes spin{0%{display:none;}100%{display:block;}}')).toBeNull();
  });

  it('still hides what MUI hides and blocks what it disables', async () => {
    const clicked = vi.fn();
    render(
      <>
        <Box sx={{ display: 'none' }}>
          <button type="button">Hidden</button>
        </Box>
        <Box sx={{ visibility: 'hidden' }}>
          <button type="button">Invisible</button>
        </Box>
        <Box
          component="span"
          sx={{ pointerEvents: 'none', padding: 2 }}
          data-testid="blocked"
          onClick={clicked}
        >
          Blocked
        </Box>
        <Button>Shown</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Shown' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Hidden' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invisible' })).toBeNull();
    await expect(userEvent.setup().click(screen.getByTestId('blocked'))).rejects.toThrow(/pointer-events/);
    expect(clicked).not.toHaveBeenCalled();
    // Padding decides nothing here and is left out.
    expect(getComputedStyle(screen.getByTestId('blocked')).padding).toBe('');
  });

  it('keeps every rule for a file that asks for them', () => {
    keepAllStyles();
    render(
      <Box data-testid="red" sx={{ color: 'rgb(198, 40, 40)', padding: '16px' }}>
        Late
      </Box>,
    );
    expect(screen.getByTestId('red')).toHaveStyle({ color: 'rgb(198, 40, 40)', padding: '16px' });
  });
});
