import type { FieldDescriptor } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Button, CircularProgress, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ListFilterSelect } from './list-filter-select.tsx';

export interface ResourceListToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  filterFields: FieldDescriptor[];
  filters: Record<string, unknown>;
  onFilterChange: (path: string, value: unknown) => void;
  fieldLabel: (path: string) => string;
  optionLabel: (path: string, value: string) => string;
  onExport: () => void;
  exporting: boolean;
  /** Absent when the user may not create. */
  onCreate?: () => void;
  createLabel: string;
}

export function ResourceListToolbar(props: ResourceListToolbarProps) {
  const { t } = useTranslation();
  const { search, onSearchChange, filterFields, filters, onFilterChange, fieldLabel, optionLabel } = props;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { md: 'center' } }}>
      <TextField
        size="small"
        type="search"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        placeholder={t('resources.common.search')}
        slotProps={{
          htmlInput: { 'aria-label': t('resources.common.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: search ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label={t('resources.common.clearSearch')}
                  onClick={() => onSearchChange('')}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
        sx={{ minWidth: 240, maxWidth: { md: 420 }, flex: { md: '1 1 320px' } }}
      />
      {filterFields.map((field) => (
        <ListFilterSelect
          key={field.path}
          field={field}
          label={fieldLabel(field.path)}
          value={filters[field.path]}
          optionLabel={optionLabel}
          onChange={(value) => onFilterChange(field.path, value)}
        />
      ))}
      {/* The actions keep their one-line labels; the filters give way first. */}
      <Stack direction="row" spacing={1} sx={{ ml: { md: 'auto' }, flexShrink: 0, whiteSpace: 'nowrap' }}>
        <Button
          variant="outlined"
          onClick={props.onExport}
          disabled={props.exporting}
          startIcon={props.exporting ? <CircularProgress size={16} /> : <FileDownloadOutlinedIcon />}
        >
          {t('resources.common.exportCsv')}
        </Button>
        {props.onCreate && (
          <Button variant="contained" onClick={props.onCreate} startIcon={<AddIcon />}>
            {props.createLabel}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
