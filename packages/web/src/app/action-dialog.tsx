import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  type Breakpoint,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from './pending-button.tsx';

export interface ActionDialogProps {
  title: ReactNode;
  /** The form or the question; rendered inside a <form> so Enter submits. */
  children?: ReactNode;
  submitLabel: ReactNode;
  onSubmit: () => void;
  onClose: () => void;
  pending?: boolean;
  /** The server's refusal, already in words, shown above the form. */
  error?: { title?: ReactNode; text: ReactNode } | null;
  /** A destructive action paints its button red. */
  destructive?: boolean;
  submitDisabled?: boolean;
  maxWidth?: Breakpoint;
  /** Further buttons left of the submit button (e.g. a second choice). */
  extraActions?: ReactNode;
  /** The closing button's word once the action is done ("Close" instead of "Cancel"). */
  cancelLabel?: ReactNode;
  /** The action is done and the submit button now closes the dialog: no Cancel beside it. */
  done?: boolean;
  testId?: string;
}

/**
 * The one dialog that edits or confirms: a title, a form, Cancel and a pending submit button, and
 * the server's refusal on the form. While the call runs it cannot be closed, so nothing is lost.
 */
export function ActionDialog({
  title,
  children,
  submitLabel,
  onSubmit,
  onClose,
  pending = false,
  error,
  destructive = false,
  submitDisabled = false,
  maxWidth = 'sm',
  extraActions,
  cancelLabel,
  done = false,
  testId,
}: ActionDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth={maxWidth}
      fullWidth
      data-testid={testId}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${id}-form`}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending && !submitDisabled) onSubmit();
          }}
        >
          {error && (
            <Alert severity="error" sx={{ whiteSpace: 'pre-line' }} role="alert">
              {error.title && <AlertTitle>{error.title}</AlertTitle>}
              {error.text}
            </Alert>
          )}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {!done && (
          <Button onClick={onClose} disabled={pending}>
            {cancelLabel ?? t('resources.common.cancel')}
          </Button>
        )}
        {extraActions}
        <PendingButton
          pending={pending}
          disabled={submitDisabled}
          type="submit"
          form={`${id}-form`}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          data-testid={testId ? `${testId}-submit` : undefined}
        >
          {submitLabel}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
