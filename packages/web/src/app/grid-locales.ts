import { deDE, enUS } from '@mui/x-data-grid/locales';
import { addThemeLocales } from './theme.ts';

/** The back office's grids speak the UI language (imported by its entry before the first theme). */
addThemeLocales({ de: deDE, en: enUS });
