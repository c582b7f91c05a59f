import { ThemeProvider, type Theme } from '@mui/material';
import type { Language } from '@seaberth/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/index.ts';
import { createAppTheme, prefersReducedMotion } from './theme.ts';

// A theme is a large object: build each combination once, not on every render of the shell.
const themes = new Map<string, Theme>();

function themeFor(club: boolean, language: Language): Theme {
  const reducedMotion = prefersReducedMotion();
  const key = `${club ? 'club' : 'main'}:${language}:${reducedMotion}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createAppTheme({ club, language, reducedMotion });
    themes.set(key, theme);
  }
  return theme;
}

/**
 * The app theme in the UI language, so MUI's own texts (DataGrid paging and column menu,
 * autocomplete, pagination) switch together with ours.
 */
export function AppThemeProvider({ club = false, children }: { club?: boolean; children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return <ThemeProvider theme={themeFor(club, isLanguage(lang) ? lang : 'en')}>{children}</ThemeProvider>;
}
