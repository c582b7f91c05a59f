import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * The operator's colour from the widget on buttons and the calendar, on top of the app theme
 * (language texts, shapes and type stay). Without a valid colour the app theme is used as it is.
 */
export function WidgetTheme({ color, children }: { color: string | null | undefined; children: ReactNode }) {
  const valid = Boolean(color && COLOUR.test(color));
  // One function per colour: MUI builds the merged theme again whenever the function changes.
  const theme = useCallback(
    (outer: Theme) =>
      createTheme(outer, {
        palette: { primary: outer.palette.augmentColor({ color: { main: color ?? '' } }) },
      }),
    [color],
  );
  if (!valid) return <>{children}</>;
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
