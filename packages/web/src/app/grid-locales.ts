import { deDE, enUS } from '@mui/x-data-grid/locales';
import { addThemeLocales } from './theme.ts';

type GridLocale = typeof enUS;

/**
 * WCAG 2.5.3 (label in name): a toolbar button's name must contain the words it shows. MUI X names
 * "Columns" "Select columns" and "Filters" "Show filters"; a voice user saying "click Columns"
 * would miss them. Their names become what they show.
 */
function labelInName(locale: GridLocale): GridLocale {
  const text = locale.components.MuiDataGrid.defaultProps.localeText;
  return {
    components: {
      MuiDataGrid: {
        defaultProps: {
          localeText: {
            ...text,
            toolbarColumnsLabel: text.toolbarColumns as string,
            toolbarFiltersLabel: text.toolbarFilters as string,
            toolbarDensityLabel: text.toolbarDensity as string,
            toolbarExportLabel: text.toolbarExport as string,
          },
        },
      },
    },
  };
}

/** The back office's grids speak the UI language (imported by its entry before the first theme). */
addThemeLocales({ de: labelInName(deDE), en: labelInName(enUS) });
