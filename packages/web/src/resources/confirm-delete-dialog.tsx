import { PendingButton } from '../app/pending-button.tsx';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDeleteDialogProps {
  /** The record's name; the dialog is open while it is set. */
  title: string | null;
  /** What kind of record, e.g. "country". */
  kind: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Other wording where the standard "Delete {kind}?" does not fit (several files, a folder). */
  heading?: string;
  text?: ReactNode;
}

/** Deleting cannot be undone, so the dialog names exactly what goes and defaults focus to Cancel. */
export function ConfirmDeleteDialog({
  title,
  kind,
  pending,
  onConfirm,
  onCancel,
  heading,
  text,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={title !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="confirm-delete-title"
    >
      <DialogTitle id="confirm-delete-title">
        {heading ?? t('resources.common.deleteTitle', { kind })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {text ?? t('resources.common.deleteQuestion', { kind, name: title ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          {t('resources.common.cancel')}
        </Button>
        <PendingButton pending={pending} onClick={onConfirm} color="error" variant="contained">
          {t('resources.common.delete')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
