import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, InputAdornment, type SxProps, TextField, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The search box of list screens: a magnifier, a clear button once something is typed. */
export function SearchField({
  value,
  onChange,
  placeholder,
  sx,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      size="small"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder ?? t('resources.common.search')}
      slotProps={{
        htmlInput: { 'aria-label': t('resources.common.search') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={t('resources.common.clearSearch')}
                onClick={() => onChange('')}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
      sx={sx}
    />
  );
}
