import { TAX_CATEGORIES, type TaxCategory } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../app/icon-action.tsx';

/** A revenue account for one of our tax rates, as typed (numbers are parsed on save). */
export interface RevenueRow {
  category: TaxCategory;
  percent: string;
  account: string;
}

/** The DATEV revenue account per tax rate: a row per rate, added and removed freely. */
export function RevenueAccountRows({
  rows,
  onChange,
  errorOf,
}: {
  rows: RevenueRow[];
  onChange: (rows: RevenueRow[]) => void;
  errorOf: (index: number) => string | undefined;
}) {
  const { t } = useTranslation();
  const setRow = (index: number, patch: Partial<RevenueRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; order is stable while editing
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            select
            label={t('plugins.category')}
            value={row.category}
            onChange={(event) => setRow(index, { category: event.target.value as TaxCategory })}
            size="small"
            sx={{ width: 110, flexShrink: 0 }}
          >
            {TAX_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {category}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('plugins.percent')}
            value={row.percent}
            onChange={(event) => setRow(index, { percent: event.target.value })}
            size="small"
            sx={{ width: 90, flexShrink: 0 }}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label={t('plugins.datev.fields.account')}
            value={row.account}
            onChange={(event) => setRow(index, { account: event.target.value.trim() })}
            error={Boolean(errorOf(index))}
            helperText={errorOf(index)}
            size="small"
            sx={{ width: 180, minWidth: 90, flexShrink: 1 }}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <IconAction
            label={t('plugins.removeRow')}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <DeleteOutlineIcon />
          </IconAction>
        </Stack>
      ))}
      <Stack direction="row">
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange([...rows, { category: 'S', percent: '', account: '' }])}
        >
          {t('plugins.datev.addRevenue')}
        </Button>
      </Stack>
    </>
  );
}
