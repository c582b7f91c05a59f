import type { FieldDescriptor } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SearchField } from './search-field.tsx';
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
    // Many filters wrap to a second line rather than push the actions off the page.
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ mb: 2, alignItems: { md: 'center' }, flexWrap: { md: 'wrap' } }}
    >
      <SearchField
        value={search}
        onChange={onSearchChange}
        sx={{ minWidth: 240, maxWidth: { md: 420 }, flex: { md: '1 1 240px' } }}
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
          startIcon={
            props.exporting ? <CircularProgress aria-hidden size={16} /> : <FileDownloadOutlinedIcon />
          }
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
