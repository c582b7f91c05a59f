import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface UploadDropZoneProps {
  onFiles: (files: File[]) => void;
  /** The input's accept attribute. */
  accept: string;
  multiple?: boolean;
  /** Shown with a checkbox when set. */
  optimize?: boolean;
  onOptimizeChange?: (optimize: boolean) => void;
  /** A sentence under the title: limits, what optimizing does. */
  hint?: string;
  disabled?: boolean;
  dense?: boolean;
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/** Drop files here or choose them; the button keeps it usable by keyboard and screen readers. */
export function UploadDropZone({
  onFiles,
  accept,
  multiple = true,
  optimize,
  onOptimizeChange,
  hint,
  disabled,
  dense,
}: UploadDropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [over, setOver] = useState(false);

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <Box
      data-testid="media-drop-zone"
      onDragEnter={(event) => {
        if (!disabled && hasFiles(event)) {
          event.preventDefault();
          setOver(true);
        }
      }}
      onDragOver={(event) => {
        if (!disabled && hasFiles(event)) {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) take(event.dataTransfer.files);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.selected' : 'background.paper',
        borderRadius: 2,
        px: 3,
        py: dense ? 2 : 3,
        transition: 'background-color 120ms, border-color 120ms',
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CloudUploadOutlinedIcon color={over ? 'primary' : 'action'} sx={{ fontSize: dense ? 32 : 40 }} />
          <Box>
            <Typography sx={{ fontWeight: 500 }}>
              {t(multiple ? 'media.upload.dropMany' : 'media.upload.dropOne')}
            </Typography>
            {hint && (
              <Typography variant="body2" color="text.secondary">
                {hint}
              </Typography>
            )}
          </Box>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {optimize !== undefined && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={optimize}
                  onChange={(event) => onOptimizeChange?.(event.target.checked)}
                  disabled={disabled}
                />
              }
              label={t('media.upload.optimize')}
            />
          )}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={accept}
            multiple={multiple}
            hidden
            data-testid="media-file-input"
            onChange={(event) => {
              take(event.target.files);
              event.target.value = '';
            }}
          />
          <Button variant="contained" onClick={() => input.current?.click()} disabled={disabled}>
            {t(multiple ? 'media.upload.chooseMany' : 'media.upload.chooseOne')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
