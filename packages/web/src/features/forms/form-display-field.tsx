import { type FormField, isWebUrl } from '@seaberth/domain';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { pickText } from './form-texts.ts';
import { videoSource } from './video-source.ts';

/** The address of a medium of the library; public, so a customer without login sees it. */
export function mediaFileUrl(id: string): string {
  return `/api/media/${encodeURIComponent(id)}/data`;
}

const FRAME = { width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 1, display: 'block' } as const;

function Help({ text }: { text: string }) {
  if (!text) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
      {text}
    </Typography>
  );
}

/**
 * The fields that show instead of asking: a heading, a paragraph, a picture, a video, a file to
 * download. Texts are escaped as React always does; line breaks the operator wrote are kept.
 */
export function FormDisplayField({ field, language }: { field: FormField; language: string }) {
  const { t } = useTranslation();
  const label = pickText(field.label, language);
  const help = pickText(field.help, language);
  switch (field.type) {
    case 'Header':
      return (
        <Box>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
          <Help text={help} />
        </Box>
      );
    case 'Text':
      return (
        <Box>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{label}</Typography>
          <Help text={help} />
        </Box>
      );
    case 'Image':
      return (
        <Box component="figure" sx={{ m: 0 }}>
          {field.media ? (
            <Box
              component="img"
              src={mediaFileUrl(field.media)}
              alt={label}
              loading="lazy"
              sx={{ maxWidth: '100%', maxHeight: 480, borderRadius: 1, display: 'block' }}
            />
          ) : (
            <Typography color="text.secondary">{t('forms.render.noImage')}</Typography>
          )}
          {(label || help) && (
            <Box component="figcaption" sx={{ mt: 0.5 }}>
              {label && <Typography variant="body2">{label}</Typography>}
              <Help text={help} />
            </Box>
          )}
        </Box>
      );
    case 'Video':
      return (
        <Box>
          {label && (
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1 }}>
              {label}
            </Typography>
          )}
          <VideoPlayer field={field} title={label} />
          <Help text={help} />
        </Box>
      );
    case 'Download':
      return (
        <Box>
          {field.media || isWebUrl(field.url) ? (
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              // Only http(s): a link stored before the server refused others must not run either.
              href={field.media ? mediaFileUrl(field.media) : field.url}
              target="_blank"
              rel="noopener"
              sx={{ textTransform: 'none', textAlign: 'left' }}
            >
              {label || t('forms.render.download')}
            </Button>
          ) : (
            <Typography color="text.secondary">{t('forms.render.noFile')}</Typography>
          )}
          <Help text={help} />
        </Box>
      );
    default:
      return null;
  }
}

function VideoPlayer({ field, title }: { field: FormField; title: string }) {
  const { t } = useTranslation();
  if (field.media) {
    return <Box component="video" controls preload="metadata" src={mediaFileUrl(field.media)} sx={FRAME} />;
  }
  const source = field.url ? videoSource(field.url) : null;
  if (!source) return <Typography color="text.secondary">{t('forms.render.noVideo')}</Typography>;
  if (source.kind === 'embed')
    return (
      <Box
        component="iframe"
        src={source.src}
        title={title || t('forms.render.video')}
        allow="encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sx={FRAME}
      />
    );
  if (source.kind === 'file')
    return <Box component="video" controls preload="metadata" src={source.src} sx={FRAME} />;
  return (
    <Link href={source.href} target="_blank" rel="noopener" sx={{ display: 'inline-flex', gap: 0.5 }}>
      {t('forms.render.watchVideo')}
      <OpenInNewIcon fontSize="small" />
    </Link>
  );
}
