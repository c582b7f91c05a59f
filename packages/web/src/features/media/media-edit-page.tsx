import { formatFileSize, mediaDataUrl, mediaResource } from '@seaberth/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '../../resources/format-value.ts';
import { ResourceForm } from '../../resources/resource-form.tsx';
import { useResource } from '../../resources/use-resource.ts';
import { useResourcePermissions } from '../../resources/use-resource-permissions.ts';
import { acceptAttribute, mediaKeys, type MediaRecord, useMediaTypeInfo } from './media-api.ts';
import { useUploadHint } from './media-list-page.tsx';
import { MediaThumb } from './media-thumb.tsx';
import { UploadDropZone } from './upload-drop-zone.tsx';
import { UploadProgressList } from './upload-progress-list.tsx';
import { useUploads } from './use-uploads.ts';

function FileFacts({ media }: { media: MediaRecord }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('media.facts.type'), media.mimeType ?? t('media.noFile')],
    [t('media.facts.size'), media.mimeType ? formatFileSize(media.size) : '–'],
    [t('media.facts.dimensions'), media.width && media.height ? `${media.width} × ${media.height} px` : '–'],
    [t('media.facts.fileName'), media.fileName || '–'],
    [t('media.facts.changed'), formatDate(media.updatedAt, true)],
  ];
  return (
    <Table size="small" aria-label={t('media.facts.title')}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ color: 'text.secondary', pl: 0, width: '40%' }}>
              {label}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /media/:id: a large preview, the file's facts, replacing the file, and the record's form. */
export function MediaEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useMediaTypeInfo().data;
  const hint = useUploadHint();
  const { canUpdate } = useResourcePermissions(mediaResource);
  const record = useResource(mediaResource, id);
  const media = record.data as MediaRecord | undefined;
  const [optimize, setOptimize] = useState(true);
  // The form writes against the version it loaded; a new file moves the version on, so the form
  // starts again from the stored record.
  const [formKey, setFormKey] = useState(0);
  const uploads = useUploads((updated) => {
    queryClient.setQueryData(mediaKeys.detail(updated.id), updated);
    setFormKey((key) => key + 1);
  });

  const back = media?.folder ? `/media/list?folder=${encodeURIComponent(media.folder)}` : '/media/list';
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('routes.mediaList')}
      </Button>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {media?.name ?? t('routes.mediaEdit')}
      </Typography>
      {!media && record.isPending ? (
        <CircularProgress aria-label={t('resources.common.loading')} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2}>
            {media && (
              <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
                <MediaThumb
                  media={media}
                  full
                  fit="contain"
                  sx={{ width: '100%', height: { xs: 260, md: 460 } }}
                />
                <Box sx={{ p: 2 }}>
                  <FileFacts media={media} />
                  {media.mimeType && (
                    <Button
                      href={mediaDataUrl(media)}
                      target="_blank"
                      rel="noopener"
                      startIcon={<OpenInNewIcon />}
                      sx={{ mt: 1 }}
                    >
                      {t('media.openOriginal')}
                    </Button>
                  )}
                </Box>
              </Paper>
            )}
            {canUpdate && media && (
              <Box>
                <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                  {media.mimeType ? t('media.replace') : t('media.upload.first')}
                </Typography>
                <UploadDropZone
                  dense
                  multiple={false}
                  onFiles={(files) => uploads.add(files, { id: media.id, optimize })}
                  accept={acceptAttribute(info)}
                  optimize={optimize}
                  onOptimizeChange={setOptimize}
                  hint={hint}
                  disabled={uploads.busy}
                />
                <UploadProgressList items={uploads.items} onClear={uploads.clearFinished} />
              </Box>
            )}
          </Stack>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <ResourceForm key={formKey} definition={mediaResource} id={id} onCancel={() => navigate(back)} />
          </Paper>
        </Box>
      )}
    </Box>
  );
}
