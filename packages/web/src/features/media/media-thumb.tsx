import { mediaDataUrl } from '@seaberth/domain';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import type { MediaRecord } from './media-api.ts';

export interface MediaThumbProps {
  /** The record, when known: its checksum makes the address cacheable for good. */
  media?: Pick<MediaRecord, 'id' | 'kind' | 'mimeType' | 'checksum' | 'name' | 'alt'>;
  /** Only the id (a picked picture whose record is not loaded): the revalidating address. */
  id?: string;
  /** The large picture instead of the 320 px thumbnail. */
  full?: boolean;
  /** `cover` fills the box (cards), `contain` shows the whole picture (previews). */
  fit?: 'cover' | 'contain';
  sx?: SxProps<Theme>;
}

function altText(media: MediaThumbProps['media']): string {
  if (!media) return '';
  const lang = currentLanguage();
  return media.alt?.[lang] || media.alt?.en || media.alt?.de || media.name;
}

/** A picture of the library in a box of the caller's size; documents and missing files show an icon. */
export function MediaThumb({ media, id, full, fit = 'cover', sx }: MediaThumbProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const mediaId = media?.id ?? id;
  const box = {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bgcolor: 'action.hover',
    color: 'text.secondary',
    overflow: 'hidden',
    ...sx,
  } as const;

  if (!mediaId || failed) {
    return (
      <Box sx={box} role="img" aria-label={t('media.missing')}>
        <BrokenImageOutlinedIcon />
      </Box>
    );
  }
  if (media && !media.mimeType) {
    return (
      <Box sx={box} role="img" aria-label={t('media.noFile')}>
        <HourglassEmptyIcon />
      </Box>
    );
  }
  if (media?.kind === 'document') {
    return (
      <Box sx={box} role="img" aria-label={media.name}>
        <PictureAsPdfOutlinedIcon sx={{ fontSize: 48 }} color="error" />
      </Box>
    );
  }
  const src = media
    ? mediaDataUrl(media, { thumb: !full })
    : `/api/media/${encodeURIComponent(mediaId)}/data${full ? '' : '?thumb=1'}`;
  return (
    <Box sx={box}>
      <Box
        component="img"
        src={src}
        alt={altText(media)}
        loading="lazy"
        draggable={false}
        onError={() => setFailed(true)}
        sx={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
      />
    </Box>
  );
}

/** The first picture of a record's `images`, small, for a list column (the cover). */
export function MediaCoverCell({ value }: { value: unknown }) {
  const first = Array.isArray(value) ? value.find((id) => typeof id === 'string') : undefined;
  if (!first) return null;
  return <MediaThumb id={first} sx={{ width: 56, height: 40, borderRadius: 1, my: 0.75 }} />;
}
