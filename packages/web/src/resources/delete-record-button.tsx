import type { ResourceDefinition } from '@seaberth/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../app/snackbar.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { useDeleteResource } from './use-resource.ts';

export interface DeleteRecordButtonProps {
  definition: ResourceDefinition;
  id: string;
  /** The record's name, for the question and the confirmation. */
  name: string;
  /** The record kind in the user's language ("resort"). */
  kind: string;
  /** Called once the record is gone (the page leaves for the list). */
  onDeleted: () => void;
}

/**
 * Delete on a record's own page, asked first with the shared dialog. Placed among the form's
 * buttons, so the form's edits can be dropped once the record is gone: there is nothing left to
 * save, and the unsaved-changes guard must not hold the page.
 */
export function DeleteRecordButton({ definition, id, name, kind, onDeleted }: DeleteRecordButtonProps) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const { reset } = useFormContext();
  const remove = useDeleteResource(definition);
  const [asking, setAsking] = useState(false);

  return (
    <>
      <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setAsking(true)}>
        {t('resources.common.delete')}
      </Button>
      <ConfirmDeleteDialog
        title={asking ? name : null}
        kind={kind}
        pending={remove.isPending}
        onCancel={() => setAsking(false)}
        // The form goes as soon as its record leaves the cache, taking this button with it: the
        // promise, unlike mutate's callbacks, still settles then.
        onConfirm={() =>
          remove.mutateAsync(id).then(
            () => {
              showSuccess(t('resources.common.deleted', { name }));
              reset();
              onDeleted();
            },
            (error: unknown) => {
              showError(error);
              setAsking(false);
            },
          )
        }
      />
    </>
  );
}
