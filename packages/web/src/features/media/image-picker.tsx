import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Chip,
  FormHelperText,
  FormLabel,
  IconButton,
  Paper,
  Stack,
  Tooltip,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldProps, useFieldController } from '../../resources/fields/field-props.ts';
import { type MediaRecord, useMediaByIds } from './media-api.ts';
import { MediaThumb } from './media-thumb.tsx';
import { ImagePickerDialog } from './image-picker-dialog.tsx';

/** Moves one entry of a list to another place; the others keep their order. */
export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The pictures of a resort, vessel, room or room type, picked from the media library: ordered
 * thumbnails, the first is the cover. Reorder with the arrows or by dragging, remove with the cross,
 * add from the library or by uploading in the dialog.
 */
export function ImagePicker({ name, label, disabled, hint }: FieldProps) {
  const { t } = useTranslation();
  const { field: input, errorMessage } = useFieldController(name);
  const ids: string[] = useMemo(
    () => (Array.isArray(input.value) ? input.value.map(String) : []),
    [input.value],
  );
  const records = useMediaByIds(ids);
  const byId = useMemo(
    () => new Map((records.data?.data ?? []).map((media) => [media.id, media])),
    [records.data],
  );
  const [choosing, setChoosing] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);

  const change = (next: string[]) => {
    input.onChange(next);
    input.onBlur();
  };
  const labelId = `${name}-label`;

  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 1 }} error={Boolean(errorMessage)}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'stretch' }}>
        {ids.map((id, index) => {
          const media: MediaRecord | undefined = byId.get(id);
          // Without the record (still loading, or no right to read the library) the picture shows unnamed.
          const title = media?.name ?? (records.isSuccess ? t('media.missing') : '');
          return (
            <Paper
              key={id}
              variant="outlined"
              draggable={!disabled}
              onDragStart={(event) => {
                setDragging(index);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => {
                if (dragging !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging !== null) change(moveItem(ids, dragging, index));
                setDragging(null);
              }}
              onDragEnd={() => setDragging(null)}
              data-testid="picked-image"
              aria-label={title}
              sx={{
                width: 156,
                overflow: 'hidden',
                position: 'relative',
                opacity: dragging === index ? 0.5 : 1,
                cursor: disabled ? 'default' : 'grab',
              }}
            >
              <MediaThumb media={media} id={id} sx={{ width: '100%', aspectRatio: '3 / 2' }} />
              {index === 0 && (
                <Chip
                  label={t('media.picker.cover')}
                  size="small"
                  color="primary"
                  sx={{ position: 'absolute', top: 6, left: 6 }}
                />
              )}
              <Stack direction="row" sx={{ alignItems: 'center', px: 0.5 }}>
                <Tooltip title={t('media.picker.earlier')}>
                  <span>
                    <IconButton
                      size="small"
                      disabled={disabled || index === 0}
                      onClick={() => change(moveItem(ids, index, index - 1))}
                      aria-label={t('media.picker.earlierNamed', { name: title })}
                    >
                      <ChevronLeftIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Box
                  sx={{
                    flex: 1,
                    minWidth: 0,
                    fontSize: 12,
                    textAlign: 'center',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                  title={title}
                >
                  {title}
                </Box>
                <Tooltip title={t('media.picker.later')}>
                  <span>
                    <IconButton
                      size="small"
                      disabled={disabled || index === ids.length - 1}
                      onClick={() => change(moveItem(ids, index, index + 1))}
                      aria-label={t('media.picker.laterNamed', { name: title })}
                    >
                      <ChevronRightIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
              {!disabled && (
                <IconButton
                  size="small"
                  onClick={() => change(ids.filter((_, i) => i !== index))}
                  aria-label={t('media.picker.removeNamed', { name: title })}
                  sx={{
                    position: 'absolute',
                    top: 4,
                    right: 4,
                    bgcolor: 'rgba(255,255,255,0.85)',
                    '&:hover': { bgcolor: '#fff' },
                  }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Paper>
          );
        })}
        <Button
          variant="outlined"
          onClick={() => setChoosing(true)}
          disabled={disabled}
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          sx={{ width: 156, minHeight: 120, borderStyle: 'dashed' }}
        >
          {t('media.picker.add')}
        </Button>
      </Stack>
      {(errorMessage || hint || ids.length > 1) && (
        <FormHelperText error={Boolean(errorMessage)}>
          {errorMessage ?? hint ?? t('media.picker.orderHint')}
        </FormHelperText>
      )}
      {choosing && (
        <ImagePickerDialog
          chosen={ids}
          onClose={() => setChoosing(false)}
          onPick={(picked) => {
            change([...ids, ...picked.filter((id) => !ids.includes(id))]);
            setChoosing(false);
          }}
        />
      )}
    </Box>
  );
}
