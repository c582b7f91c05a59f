import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { PendingButton } from '../../app/pending-button.tsx';
import { useOpenDocument } from '../../app/use-open-document.ts';

export interface PickAndPrintDialogProps {
  title: string;
  label: string;
  /** Null while loading. */
  options: { value: string; label: string }[] | null;
  emptyText: string;
  /** The printable document for the picked value (HTML; `?format=pdf` gives the PDF). */
  documentUrl: (value: string) => string;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm';
}

/**
 * Picks one thing (a trip, a list) and opens the printable document for it in a new tab: the
 * HTML page to print from the browser, or the PDF with the letterhead.
 */
export function PickAndPrintDialog({
  title,
  label,
  options,
  emptyText,
  documentUrl,
  onClose,
  maxWidth = 'sm',
}: PickAndPrintDialogProps) {
  const { t } = useTranslation();
  const printing = useOpenDocument();
  const [picked, setPicked] = useState('');
  const chosen = picked || options?.[0]?.value || '';
  const print = async (format: 'html' | 'pdf') => {
    const query = format === 'pdf' ? { format } : undefined;
    if (await printing.open(format, documentUrl(chosen), query)) onClose();
  };
  return (
    <ActionDialog
      title={title}
      submitLabel={t('assets.print.open')}
      onSubmit={() => print('html')}
      onClose={onClose}
      pending={printing.pending === 'html'}
      submitDisabled={!chosen || printing.pending !== null}
      error={printing.error ? { title: t('prints.failed'), text: describeError(printing.error, t) } : null}
      maxWidth={maxWidth}
      extraActions={
        <PendingButton
          variant="outlined"
          pending={printing.pending === 'pdf'}
          disabled={!chosen || printing.pending !== null}
          startIcon={<PictureAsPdfOutlinedIcon />}
          title={t('prints.pdfHint')}
          onClick={() => print('pdf')}
        >
          {t('prints.pdf')}
        </PendingButton>
      }
    >
      {options && options.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <TextField
          select
          fullWidth
          label={label}
          value={chosen}
          onChange={(event) => setPicked(event.target.value)}
          disabled={!options}
        >
          {(options ?? []).map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    </ActionDialog>
  );
}
