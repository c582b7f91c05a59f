import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface AssetOption {
  id: string;
  name: string;
  type: 'resort' | 'vessel';
}

/** Which resort or vessel a screen (Today, the statistics) shows; '' = all the reader may see. */
export function AssetPicker({
  assets,
  value,
  onChange,
  label,
}: {
  assets: AssetOption[];
  value: string;
  onChange: (asset: string) => void;
  /** For screen readers: what the choice narrows (the Today page's by default). */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // No floating label over the coloured banner: the choice names itself, the label is for screen readers.
      slotProps={{ select: { displayEmpty: true, inputProps: { 'aria-label': label ?? t('today.asset') } } }}
      sx={{ width: { xs: '100%', sm: 280 }, flexShrink: 0, bgcolor: 'background.paper', borderRadius: 1 }}
    >
      <MenuItem value="">{t('today.allAssets')}</MenuItem>
      {assets.map((asset) => (
        <MenuItem key={asset.id} value={asset.id}>
          {asset.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
