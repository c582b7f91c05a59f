import { formatFileSize } from '@seaberth/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Checkbox,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MediaThumb } from './media-thumb.tsx';
import type { MediaRecord } from './media-api.ts';

/** "1.6 MB · 1600 × 1000" — what an operator checks before using a picture. */
export function mediaFacts(media: Pick<MediaRecord, 'size' | 'width' | 'height' | 'mimeType'>): string {
  if (!media.mimeType) return '';
  const parts = [formatFileSize(media.size)];
  if (media.width && media.height) parts.push(`${media.width} × ${media.height}`);
  return parts.join(' · ');
}

export interface MediaCardProps {
  media: MediaRecord;
  href: string;
  selected: boolean;
  onSelect?: (selected: boolean) => void;
  onDelete?: () => void;
}

export function MediaCard({ media, href, selected, onSelect, onDelete }: MediaCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        borderColor: selected ? 'primary.main' : undefined,
        borderWidth: selected ? 2 : 1,
      }}
    >
      {/* Editors open the record; readers the file itself, in a new tab. */}
      {href.startsWith('/api/') ? (
        <CardActionArea
          component="a"
          href={href}
          target="_blank"
          rel="noopener"
          aria-label={t('media.open', { name: media.name })}
        >
          <MediaThumb media={media} sx={{ aspectRatio: '3 / 2', width: '100%' }} />
        </CardActionArea>
      ) : (
        <CardActionArea component={RouterLink} to={href} aria-label={t('media.open', { name: media.name })}>
          <MediaThumb media={media} sx={{ aspectRatio: '3 / 2', width: '100%' }} />
        </CardActionArea>
      )}
      {onSelect && (
        <Checkbox
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('media.select', { name: media.name }) } }}
          sx={{
            position: 'absolute',
            top: 4,
            left: 4,
            bgcolor: 'rgba(255,255,255,0.85)',
            borderRadius: 1,
            p: 0.25,
            '&:hover': { bgcolor: 'rgba(255,255,255,0.95)' },
          }}
        />
      )}
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap title={media.name} sx={{ fontWeight: 500 }}>
              {media.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {mediaFacts(media) || t('media.noFile')}
            </Typography>
          </Box>
          {onDelete && (
            <Tooltip title={t('media.delete')}>
              <IconButton
                size="small"
                onClick={onDelete}
                aria-label={t('resources.common.deleteNamed', { name: media.name })}
                sx={{ mt: -0.5, mr: -0.5 }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
