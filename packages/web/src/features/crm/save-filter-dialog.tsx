import { type CrmCriteria, crmFilterResource } from '@seaberth/domain';
import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useCreateResource } from '../../resources/use-resource.ts';

/** Saves the criteria on screen under a name, for oneself or shared with the team. */
export function SaveFilterDialog({
  criteria,
  onSaved,
  onClose,
}: {
  criteria: CrmCriteria;
  onSaved: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const create = useCreateResource(crmFilterResource);
  const save = () =>
    create.mutate(
      { name: name.trim(), criteria, shared },
      {
        onSuccess: (record) => {
          showSuccess(t('crm.filters.savedDone', { name: name.trim() }));
          onSaved(record.id);
          onClose();
        },
      },
    );
  return (
    <ActionDialog
      title={t('crm.filters.saveTitle')}
      submitLabel={t('crm.filters.save')}
      onSubmit={save}
      onClose={onClose}
      pending={create.isPending}
      submitDisabled={!name.trim()}
      error={create.error ? { text: describeError(create.error, t) } : null}
      testId="save-filter-dialog"
    >
      <Stack spacing={2}>
        <TextField
          label={t('crm.filters.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FormControlLabel
          control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
          label={t('crm.filters.shared')}
        />
      </Stack>
    </ActionDialog>
  );
}
