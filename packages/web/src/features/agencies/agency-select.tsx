import { agencyResource } from '@seaberth/domain';
import { MenuItem, type SxProps, TextField, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_ROWS, type ResourceRow, useResourceList } from '../../resources/use-resource.ts';

/** An agency as the pickers need it: its name, currency and whether it still takes bookings. */
export interface AgencyOption {
  id: string;
  name: string;
  currency: string;
  isActive: boolean;
}

function toOption(row: ResourceRow): AgencyOption {
  return {
    id: row.id,
    name: String(row.name ?? row.id),
    currency: String(row.currency ?? 'EUR'),
    isActive: row.isActive !== false,
  };
}

/**
 * Every agency the user may see (an agent: their own), sharing the cache of the reference pickers,
 * so an agency created elsewhere shows up here too.
 */
export function useAgencies(enabled = true) {
  const list = useResourceList(agencyResource, ALL_ROWS, enabled);
  const options = useMemo(() => (list.data?.data ?? []).map(toOption), [list.data]);
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  return { options, byId, isLoading: list.isLoading, error: list.error };
}

export interface AgencySelectProps {
  value: string;
  onChange: (agency: string) => void;
  label?: string;
  /** The words of the empty choice ("All agencies", "No agency"); without it one must be chosen. */
  empty?: string;
  /** Offer active agencies only (the one chosen stays even when it is inactive). */
  activeOnly?: boolean;
  disabled?: boolean;
  helperText?: string;
  error?: boolean;
  /** A toolbar's filter is as wide as its content; a dialog's field takes the row. */
  inToolbar?: boolean;
  sx?: SxProps<Theme>;
}

/** One agency picked from the list, or the empty choice. */
export function AgencySelect({
  value,
  onChange,
  label,
  empty,
  activeOnly = false,
  disabled,
  helperText,
  error,
  inToolbar = false,
  sx,
}: AgencySelectProps) {
  const { t } = useTranslation();
  const agencies = useAgencies();
  const offered = agencies.options.filter((option) => !activeOnly || option.isActive || option.id === value);
  const known = value === '' || offered.some((option) => option.id === value);
  return (
    <TextField
      select
      size={inToolbar ? 'small' : undefined}
      fullWidth={!inToolbar}
      label={label ?? t('agencies.select.label')}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      error={error || Boolean(agencies.error)}
      helperText={agencies.error ? t('agencies.select.loadFailed') : helperText}
      sx={[inToolbar && { minWidth: 200 }, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{ select: { displayEmpty: empty !== undefined }, inputLabel: { shrink: true } }}
    >
      {empty !== undefined && (
        <MenuItem value="">
          <em>{empty}</em>
        </MenuItem>
      )}
      {offered.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** An agency's name (nothing until the list has arrived). */
export function AgencyName({ id }: { id: string }) {
  const agencies = useAgencies();
  return <>{agencies.byId.get(id)?.name ?? ''}</>;
}
