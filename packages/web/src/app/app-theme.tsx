import { ThemeProvider, type Theme } from '@mui/material';
import type { Language } from '@seaberth/domain';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/index.ts';
import { createAppTheme, prefersReducedMotion, REDUCED_MOTION_QUERY } from './theme.ts';

// A theme is a large object: build each combination once, not on every render of the shell.
const themes = new Map<string, Theme>();

function themeFor(club: boolean, language: Language, reducedMotion: boolean): Theme {
  const key = `${club ? 'club' : 'main'}:${language}:${reducedMotion}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createAppTheme({ club, language, reducedMotion });
    themes.set(key, theme);
  }
  return theme;
}

/** Follows the system's setting while the app is open: switching it takes effect at once. */
function subscribeToMotion(onChange: () => void): () => void {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(REDUCED_MOTION_QUERY);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** Whether the user's system asks for reduced motion, followed while the app is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => false);
}

/**
 * The app theme in the UI language, so MUI's own texts (DataGrid paging and column menu,
 * autocomplete, pagination) switch together with ours.
 */
export function AppThemeProvider({ club = false, children }: { club?: boolean; children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const reducedMotion = useReducedMotion();
  return (
    <ThemeProvider theme={themeFor(club, isLanguage(lang) ? lang : 'en', reducedMotion)}>
      {children}
    </ThemeProvider>
  );
}
