import CloseIcon from '@mui/icons-material/Close';
import PermMediaOutlinedIcon from '@mui/icons-material/PermMediaOutlined';
import { Box, Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaThumb, useMediaByIds } from '../media/index.ts';
import { MediaChoiceDialog } from './media-choice-dialog.tsx';

/** The medium an Image or Download field shows: its picture or name, to change or remove. */
export function MediaFieldPicker({
  value,
  onChange,
  imagesOnly,
  label,
  error,
}: {
  value: string | null;
  onChange: (media: string | null) => void;
  imagesOnly: boolean;
  label: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const records = useMediaByIds(value ? [value] : []);
  const media = records.data?.data.find((m) => m.id === value);
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {value && (
          <>
            <MediaThumb
              media={media}
              id={value}
              sx={{ width: 96, height: 64, borderRadius: 1, flex: 'none' }}
            />
            <Typography
              variant="body2"
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              data-testid="picked-media"
            >
              {media?.name ?? (records.isSuccess ? t('media.missing') : '')}
            </Typography>
            <IconButton
              size="small"
              onClick={() => onChange(null)}
              aria-label={t('forms.builder.removeMedia')}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        )}
        <Button
          variant="outlined"
          size="small"
          startIcon={<PermMediaOutlinedIcon />}
          onClick={() => setChoosing(true)}
        >
          {value
            ? t('forms.builder.changeMedia')
            : imagesOnly
              ? t('forms.builder.chooseImage')
              : t('forms.builder.chooseFile')}
        </Button>
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {choosing && (
        <MediaChoiceDialog
          imagesOnly={imagesOnly}
          onClose={() => setChoosing(false)}
          onPick={(picked) => {
            onChange(picked.id);
            setChoosing(false);
          }}
        />
      )}
    </Box>
  );
}
