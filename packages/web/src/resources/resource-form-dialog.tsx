import type { ResourceDefinition } from '@seaberth/domain';
import { Box, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type FieldOverrides, ResourceForm } from './resource-form.tsx';
import { useResourceText } from './use-resource-text.ts';

export interface ResourceFormDialogProps {
  definition: ResourceDefinition;
  id?: string;
  defaults?: Record<string, unknown>;
  fields?: FieldOverrides;
  onClose: () => void;
}

/** Create or edit a record without leaving the list (inline forms of small resources). */
export function ResourceFormDialog({ definition, id, defaults, fields, onClose }: ResourceFormDialogProps) {
  const { t } = useTranslation();
  const text = useResourceText(definition);
  const title = id
    ? t('resources.common.editOne', { kind: text.one })
    : t('resources.common.createOne', { kind: text.one });
  return (
    // Closing by backdrop click would throw edits away by accident; Cancel and Escape are deliberate.
    <Dialog
      open
      fullWidth
      maxWidth="md"
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby="resource-form-dialog-title"
    >
      <DialogTitle id="resource-form-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {/* Room above the first outlined label, which DialogContent after a title would clip. */}
        <Box sx={{ pt: 1 }}>
          <ResourceForm
            definition={definition}
            id={id}
            defaults={defaults}
            fields={fields}
            onSaved={onClose}
            onCancel={onClose}
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
