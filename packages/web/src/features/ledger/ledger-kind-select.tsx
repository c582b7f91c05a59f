import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The kind filter of a ledger's toolbar: every kind, reversals included, or all of them. */
export function LedgerKindSelect({
  texts,
  kinds,
  value,
  onChange,
}: {
  /** The ledger's texts prefix (`customers.credits`). */
  texts: string;
  kinds: readonly string[];
  value: string;
  onChange: (kind: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={t(`${texts}.kind`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: 200 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{t(`${texts}.allKinds`)}</em>
      </MenuItem>
      {kinds.map((kind) => (
        <MenuItem key={kind} value={kind}>
          {t(`${texts}.kinds.${kind}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
