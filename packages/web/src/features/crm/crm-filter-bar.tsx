import type { CrmCriteria } from '@seaberth/domain';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan, useSession } from '../../app/session-context.ts';
import { useSavedFilters } from './crm-api.ts';
import { DeleteFilterDialog } from './delete-filter-dialog.tsx';
import { SaveFilterDialog } from './save-filter-dialog.tsx';

/**
 * The saved filters to pick one from (the user's own and the shared ones), saving the criteria on
 * screen as a new one, and clearing them.
 */
export function CrmFilterBar({
  criteria,
  selected,
  onPick,
  onClear,
}: {
  criteria: CrmCriteria;
  selected: string;
  onPick: (id: string, criteria: CrmCriteria) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const saved = useSavedFilters();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { principal } = useSession();
  const isAdmin = useCan(['admin']);
  const filters = saved.data?.data ?? [];
  const current = filters.find((f) => f.id === selected);
  // Whoever saved a filter (or an administrator) deletes it; the server says the same.
  const mayDelete = Boolean(current && (isAdmin || current.createdBy === principal.id));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label={t('crm.filters.saved')}
        value={filters.some((f) => f.id === selected) ? selected : ''}
        onChange={(event) => {
          const picked = filters.find((f) => f.id === event.target.value);
          if (picked) onPick(picked.id, picked.criteria as CrmCriteria);
          else onClear();
        }}
        sx={{ minWidth: 260 }}
      >
        <MenuItem value="">{t('crm.filters.none')}</MenuItem>
        {filters.map((filter) => (
          <MenuItem key={filter.id} value={filter.id}>
            {filter.shared ? t('crm.filters.sharedName', { name: filter.name }) : filter.name}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={() => setSaving(true)}>
        {t('crm.filters.saveOpen')}
      </Button>
      <Button onClick={onClear}>{t('crm.filters.clear')}</Button>
      {mayDelete && current && (
        <Button color="error" onClick={() => setDeleting(true)}>
          {t('crm.filters.delete')}
        </Button>
      )}
      {deleting && current && (
        <DeleteFilterDialog
          filter={{ id: current.id, name: current.name }}
          onDeleted={onClear}
          onClose={() => setDeleting(false)}
        />
      )}
      {saving && (
        <SaveFilterDialog
          criteria={criteria}
          onSaved={(id) => onPick(id, criteria)}
          onClose={() => setSaving(false)}
        />
      )}
    </Stack>
  );
}
