import { deDE as coreDeDE, enUS as coreEnUS, type Localization } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type { Language } from '@seaberth/domain';

/** Deep sea for structure, a lagoon teal for accents: calm colours for long working days. */
export const SEA_BLUE = '#0b4f6c';
export const LAGOON = '#1b998b';

/** MUI's own texts per UI language: the core components' (pagination, autocomplete "No options", …). */
const CORE_LOCALES: Record<Language, Localization> = { de: coreDeDE, en: coreEnUS };

/**
 * Texts of MUI's larger packages, added by the entry that uses them (the back office adds the
 * DataGrid's "Rows per page", "1–4 of 4", column menu, …); the public booking pages have no grid
 * and do not download its texts.
 */
const extraLocales: Record<Language, object[]> = { de: [], en: [] };

export function addThemeLocales(locales: Record<Language, object>): void {
  for (const [lang, locale] of Object.entries(locales) as [Language, object][])
    extraLocales[lang].push(locale);
}

/**
 * For a user whose system asks for less motion (WCAG 2.3.3): dialogs, menus and drawers appear
 * without sliding or fading (and buttons lose their ripple, MuiButtonBase below). Every duration
 * is 0, so a transition ends at once rather than being skipped, and what waits for its end runs.
 */
const REDUCED_MOTION = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

/**
 * The name a progress bar has when its screen gives it none: a list's "still fetching" bar is a
 * progressbar to a screen reader, and one without a name says nothing (WCAG 4.1.2, axe's
 * aria-progressbar-name). Screens that say what loads name their bar themselves.
 */
const PROGRESS_NAME: Record<Language, string> = { en: 'Loading', de: 'Wird geladen' };

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the user's system asks for reduced motion (never in a test's jsdom without matchMedia). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(REDUCED_MOTION_QUERY).matches);
}

/**
 * The app theme. Tables and grids are dense because operators scan long lists of bookings and
 * cabins; forms keep normal spacing so they stay comfortable on touch screens at the dive centre.
 * `club` switches to the member area's warmer look (SPEC §1: the club has its own theme).
 */
export function createAppTheme(
  options: { club?: boolean; language?: Language; reducedMotion?: boolean } = {},
): Theme {
  const language = options.language ?? 'en';
  return createTheme(
    {
      ...(options.reducedMotion ? { transitions: REDUCED_MOTION } : {}),
      palette: {
        primary: { main: options.club ? '#00695c' : SEA_BLUE },
        secondary: { main: options.club ? '#f4a261' : LAGOON },
        background: { default: '#f3f7f9', paper: '#ffffff' },
        success: { main: '#2e7d32' },
        // MUI's orange (#ed6c02) is 3.1:1 on white: warning texts and outlined chips ("2 missing",
        // "4 entries waiting for review") need 4.5:1 (WCAG 1.4.3); this darker orange has 4.8:1
        // on the page's grey and 5.2:1 on white.
        warning: { main: '#b25000' },
        error: { main: '#c62828' },
        // MUI's light blue (#0288d1) carries white chip text at 3.9:1; this one has 5.3:1 on white
        // and 4.9:1 on the page's grey, as text or as a chip (WCAG 1.4.3).
        info: { main: '#0271b0' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '2rem', fontWeight: 600 },
        h2: { fontSize: '1.6rem', fontWeight: 600 },
        h3: { fontSize: '1.35rem', fontWeight: 600 },
        h4: { fontSize: '1.2rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiTable: { defaultProps: { size: 'small' } },
        MuiDataGrid: {
          defaultProps: { density: 'compact' },
          styleOverrides: { root: { backgroundColor: '#ffffff' } },
        },
        MuiListItemButton: {
          styleOverrides: { root: { borderRadius: 8, marginInline: 8, paddingBlock: 4 } },
        },
        MuiTextField: { defaultProps: { fullWidth: true } },
        MuiLinearProgress: { defaultProps: { 'aria-label': PROGRESS_NAME[language] } },
        // A disabled field's helper text often says why it is disabled ("Choose the resort or
        // vessel first"): it is an instruction to read, not part of the inactive control, so it
        // keeps the normal contrast (WCAG 1.4.3) instead of MUI's pale disabled grey.
        MuiFormHelperText: {
          styleOverrides: {
            root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
          },
        },
        // MUI's unselected toggle text (action.active, 54 % black) falls under 4.5:1 on grey; the
        // secondary text colour keeps the contrast (WCAG 1.4.3) and selected stays darker.
        // A focus ring that shows on any background, also on filled buttons where MUI's own focus
        // tint is faint (WCAG 2.4.7, 2.4.13).
        MuiButtonBase: {
          ...(options.reducedMotion ? { defaultProps: { disableRipple: true } } : {}),
          styleOverrides: {
            root: { '&.Mui-focusVisible': { outline: '3px solid #1a1a1a', outlineOffset: '2px' } },
          },
        },
        // Radios and checkboxes stand right after the previous option's label: a ring outside
        // their round touch area would cover its last letters, so it is drawn inside it.
        MuiRadio: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: '-4px' } } } },
        MuiCheckbox: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: '-4px' } } } },
        MuiToggleButton: {
          styleOverrides: {
            root: ({ theme }) => ({
              color: theme.palette.text.secondary,
              '&.Mui-selected': { color: theme.palette.text.primary },
            }),
          },
        },
      },
    },
    ...extraLocales[language],
    CORE_LOCALES[language],
  );
}
