import { roomTypeResource } from '@seaberth/domain';
import { MenuItem, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordTitle } from '../../resources/format-value.ts';
import { type ListParams, useResourceList } from '../../resources/use-resource.ts';

export interface AllotmentRoomTypeFieldProps {
  kind: 'vessel' | 'resort';
  /** The vessel or resort; without one there is nothing to choose from. */
  asset: string;
  value: string;
  onChange: (roomType: string) => void;
}

/** Optionally one room type of the vessel or resort: the counted rooms are then of it. */
export function AllotmentRoomTypeField({ kind, asset, value, onChange }: AllotmentRoomTypeFieldProps) {
  const { t } = useTranslation();
  const params = useMemo<ListParams>(() => ({ page: 0, size: 0, filter: { [kind]: asset } }), [kind, asset]);
  const types = useResourceList(roomTypeResource, params, Boolean(asset));
  const options = (asset ? (types.data?.data ?? []) : [])
    .map((row) => ({ id: row.id, name: recordTitle(row, roomTypeResource.titleField) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <TextField
      select
      label={t('agencies.allotments.roomType')}
      value={options.some((option) => option.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={!asset}
      fullWidth
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{t('agencies.allotments.anyRoomType')}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
