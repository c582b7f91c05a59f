import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useSnackbar } from '../../app/snackbar.tsx';

export interface PickAndPrintDialogProps {
  title: string;
  label: string;
  /** Null while loading. */
  options: { value: string; label: string }[] | null;
  emptyText: string;
  /** The printable document for the picked value. */
  documentUrl: (value: string) => string;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm';
}

/** Picks one thing (a trip, a list) and opens the printable document for it in a new tab. */
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
  const { showError } = useSnackbar();
  const [picked, setPicked] = useState('');
  const chosen = picked || options?.[0]?.value || '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {options && options.length === 0 ? (
          <Typography color="text.secondary">{emptyText}</Typography>
        ) : (
          <TextField
            select
            fullWidth
            sx={{ mt: 1 }}
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('resources.common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!chosen}
          onClick={() => {
            api.openDocument(documentUrl(chosen)).catch(showError);
            onClose();
          }}
        >
          {t('assets.print.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
