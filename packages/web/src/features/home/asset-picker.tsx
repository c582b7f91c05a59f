import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface AssetOption {
  id: string;
  name: string;
  type: 'resort' | 'vessel';
}

/** Which resort or vessel the Today page shows; '' = all the reader may see. */
export function AssetPicker({
  assets,
  value,
  onChange,
}: {
  assets: AssetOption[];
  value: string;
  onChange: (asset: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('today.asset')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
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
