import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { acceptAttribute, useMediaFolders, useMediaTypeInfo } from './media-api.ts';
import { folderTree } from './media-folders.ts';
import { useUploadHint } from './media-list-page.tsx';
import { UploadDropZone } from './upload-drop-zone.tsx';
import { UploadProgressList } from './upload-progress-list.tsx';
import { useUploads } from './use-uploads.ts';

const TOP_LEVEL = '';

/**
 * /media/create: upload one or more files into a folder. One file opens its page at once, so the
 * alt texts can follow; several stay listed here with links.
 */
export function MediaCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const info = useMediaTypeInfo().data;
  const hint = useUploadHint();
  const folders = useMediaFolders().data?.data ?? [];
  const [folder, setFolder] = useState(params.get('folder') ?? TOP_LEVEL);
  const [name, setName] = useState('');
  const [optimize, setOptimize] = useState(true);
  const single = useRef(false);
  const uploads = useUploads((record) => {
    if (single.current) navigate(`/media/${record.id}`);
  });

  const back = folder ? `/media/list?folder=${encodeURIComponent(folder)}` : '/media/list';
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('routes.mediaList')}
      </Button>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('routes.mediaCreate')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('resources.media.fields.folder')}
              value={folder}
              onChange={(event) => setFolder(event.target.value)}
              // The top level is a real choice with an empty value: show it, label above.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ flex: 1 }}
            >
              <MenuItem value={TOP_LEVEL}>{t('media.folders.topLevel')}</MenuItem>
              {folderTree(folders).map(({ folder: f, depth }) => (
                <MenuItem key={f.id} value={f.id} sx={{ pl: 2 + depth * 2 }}>
                  {f.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('fields.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              helperText={t('media.upload.nameHint')}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <UploadDropZone
            onFiles={(files) => {
              single.current = files.length === 1;
              const [first] = files;
              if (files.length === 1 && name.trim() && first) {
                // The name typed here is for this one file; the server names others after theirs.
                uploads.add([first], { folder: folder || null, optimize, name: name.trim() });
                return;
              }
              uploads.add(files, { folder: folder || null, optimize });
            }}
            accept={acceptAttribute(info)}
            optimize={optimize}
            onOptimizeChange={setOptimize}
            hint={hint}
          />
          <UploadProgressList items={uploads.items} onClear={uploads.clearFinished} />
          {uploads.items.some((item) => item.record) && (
            <Stack spacing={0.5}>
              {uploads.items
                .filter((item) => item.record)
                .map((item) => (
                  <Link key={item.key} component={RouterLink} to={`/media/${item.record!.id}`}>
                    {t('media.editNamed', { name: item.record!.name })}
                  </Link>
                ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
