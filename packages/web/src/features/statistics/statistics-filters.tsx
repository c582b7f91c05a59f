import FilterListIcon from '@mui/icons-material/FilterList';
import { BOOKING_CHANNELS, BOOKING_STATES, type ReportFilters } from '@seaberth/domain';
import { Autocomplete, Badge, Box, Button, Popover, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context.ts';
import { useReferenceOptions } from '../../resources/use-reference-options.ts';
import type { AssetOption } from '../../ui/asset-picker.tsx';

/** The bookings a statistics screen may be narrowed to (SPEC §7's categories, sources, states). */
export const STATISTICS_FILTERS = ['categories', 'sources', 'states'] as const;
export type StatisticsFilterName = (typeof STATISTICS_FILTERS)[number];
export type StatisticsFilterValues = Partial<Record<StatisticsFilterName, string[]>>;

interface Choice {
  id: string;
  label: string;
}

/** One filter: the values chosen among its choices, none meaning all. */
function FilterField(props: {
  label: string;
  choices: Choice[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  const chosen = props.choices.filter((choice) => props.value.includes(choice.id));
  return (
    <Autocomplete
      multiple
      size="small"
      options={props.choices}
      value={chosen}
      getOptionLabel={(choice) => choice.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => props.onChange(next.map((choice) => choice.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          placeholder={chosen.length ? '' : t('statistics.filters.all')}
        />
      )}
    />
  );
}

/**
 * What a view is narrowed to, in words: the resort or vessel, then each category, channel and
 * state chosen (for the mail dialog: the same view is mailed).
 */
export function useFilterSummary(filters: ReportFilters | undefined): string[] {
  const { t } = useTranslation();
  const { bootstrap } = useSession();
  const categories = useReferenceOptions(filters?.categories?.length ? 'bookingcategory' : undefined);
  const assets = (bootstrap?.assets ?? []) as AssetOption[];
  return [
    ...(filters?.assets ?? []).map((id) => assets.find((asset) => asset.id === id)?.name ?? id),
    ...(filters?.categories ?? []).map((id) => categories.labelOf(id)),
    ...(filters?.sources ?? []).map((id) => t(`resources.options.source.${id}`)),
    ...(filters?.states ?? []).map((id) => t(`resources.options.state.${id}`)),
    ...(filters?.groupBy ? [t(`reports.groupBy.per.${filters.groupBy}`)] : []),
  ];
}

/**
 * "Filter": the bookings the screen's figures count, by booking category, channel and state, in a
 * panel under the button so the toolbar stays one line on a desk and wraps little on a phone. The
 * button shows how many filters are set.
 */
export function StatisticsFilters({
  names,
  value,
  onChange,
}: {
  /** The filters the screen's reports honour. */
  names: readonly StatisticsFilterName[];
  value: StatisticsFilterValues;
  /** The filters changed, each to its values (none: all). */
  onChange: (changes: StatisticsFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const categories = useReferenceOptions(names.includes('categories') ? 'bookingcategory' : undefined);
  const choices: Record<StatisticsFilterName, Choice[]> = {
    categories: categories.options.map((option) => ({ id: option.id, label: option.label })),
    sources: BOOKING_CHANNELS.map((id) => ({ id, label: t(`resources.options.source.${id}`) })),
    states: BOOKING_STATES.map((id) => ({ id, label: t(`resources.options.state.${id}`) })),
  };
  const set = names.filter((name) => value[name]?.length).length;
  return (
    <>
      <Badge badgeContent={set} color="primary">
        <Button
          size="small"
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="dialog"
        >
          {t('statistics.filters.button')}
        </Button>
      </Badge>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('statistics.filters.title') } }}
      >
        <Stack spacing={2} sx={{ p: 2, width: { xs: 'calc(100vw - 32px)', sm: 360 } }}>
          {names.map((name) => (
            <FilterField
              key={name}
              label={t(`statistics.filters.${name}`)}
              choices={choices[name]}
              value={value[name] ?? []}
              onChange={(values) => onChange({ [name]: values })}
            />
          ))}
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Button
              size="small"
              disabled={set === 0}
              onClick={() => onChange(Object.fromEntries(names.map((name) => [name, []])))}
            >
              {t('statistics.filters.clear')}
            </Button>
            <Button size="small" onClick={() => setAnchor(null)}>
              {t('statistics.filters.done')}
            </Button>
          </Box>
        </Stack>
      </Popover>
    </>
  );
}
