import { mediaResource } from '@seaberth/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error.ts';
import { useResourcePermissions } from '../../resources/use-resource-permissions.ts';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import {
  acceptAttribute,
  type MediaRecord,
  useMediaFolders,
  useMediaPage,
  useMediaTypeInfo,
} from './media-api.ts';
import { folderTree } from './media-folders.ts';
import { MediaThumb } from './media-thumb.tsx';
import { UploadDropZone } from './upload-drop-zone.tsx';
import { UploadProgressList } from './upload-progress-list.tsx';
import { useUploads } from './use-uploads.ts';

const PAGE_SIZE = 18;
const ALL = '';

export interface ImagePickerDialogProps {
  /** Already on the record: shown as such, not offered twice. */
  chosen: string[];
  onPick: (ids: string[]) => void;
  onClose: () => void;
}

/** Choose pictures from the library, or upload new ones, which are chosen at once. */
export function ImagePickerDialog({ chosen, onPick, onClose }: ImagePickerDialogProps) {
  const { t } = useTranslation();
  const { canCreate } = useResourcePermissions(mediaResource);
  const info = useMediaTypeInfo().data;
  const folders = useMediaFolders().data?.data ?? [];
  const [folder, setFolder] = useState(ALL);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText).trim();
  const narrowing = `${folder}|${search}`;
  const [pageState, setPageState] = useState({ page: 0, narrowing });
  const page = pageState.narrowing === narrowing ? pageState.page : 0;
  const filter = useMemo(() => (folder ? { folder } : {}), [folder]);
  const list = useMediaPage(
    { page, size: PAGE_SIZE, sort: 'updatedAt', order: -1, search, filter },
    { imagesOnly: true },
  );
  const [picked, setPicked] = useState<string[]>([]);
  const [optimize, setOptimize] = useState(true);
  const uploads = useUploads((record) => {
    if (record.kind === 'image') setPicked((current) => [...current, record.id]);
  });

  const toggle = (media: MediaRecord) =>
    setPicked((current) =>
      current.includes(media.id) ? current.filter((id) => id !== media.id) : [...current, media.id],
    );
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="image-picker-title">
      <DialogTitle id="image-picker-title">{t('media.picker.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {canCreate && (
            <Box>
              <UploadDropZone
                dense
                onFiles={(files) => uploads.add(files, { folder: folder || null, optimize })}
                accept={acceptAttribute(info, true)}
                optimize={optimize}
                onOptimizeChange={setOptimize}
              />
              <UploadProgressList items={uploads.items} onClear={uploads.clearFinished} />
            </Box>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              size="small"
              label={t('resources.common.search')}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <TextField
              size="small"
              select
              label={t('resources.media.fields.folder')}
              value={folder}
              onChange={(event) => setFolder(event.target.value)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ flex: { sm: '0 0 240px' } }}
            >
              <MenuItem value={ALL}>{t('media.folders.all')}</MenuItem>
              {folderTree(folders).map(({ folder: f, depth }) => (
                <MenuItem key={f.id} value={f.id} sx={{ pl: 2 + depth * 2 }}>
                  {f.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {list.isError && !list.data ? (
            <Alert severity="error">{describeError(list.error, t)}</Alert>
          ) : !list.isPending && rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {search ? t('resources.common.noMatches') : t('media.picker.empty')}
            </Typography>
          ) : (
            <Box
              role="listbox"
              aria-multiselectable
              aria-label={t('media.picker.library')}
              sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
            >
              {rows.map((media) => {
                const already = chosen.includes(media.id);
                const selected = already || picked.includes(media.id);
                return (
                  <ButtonBase
                    key={media.id}
                    role="option"
                    aria-selected={selected}
                    aria-disabled={already}
                    disabled={already}
                    onClick={() => toggle(media)}
                    sx={{
                      display: 'block',
                      textAlign: 'left',
                      borderRadius: 1,
                      overflow: 'hidden',
                      border: 2,
                      borderColor: selected ? 'primary.main' : 'transparent',
                      opacity: already ? 0.55 : 1,
                      position: 'relative',
                    }}
                  >
                    <MediaThumb media={media} sx={{ width: '100%', aspectRatio: '3 / 2' }} />
                    {selected && (
                      <CheckCircleIcon
                        color="primary"
                        sx={{ position: 'absolute', top: 6, right: 6, bgcolor: '#fff', borderRadius: '50%' }}
                      />
                    )}
                    <Typography variant="caption" component="div" noWrap sx={{ px: 1, py: 0.5 }}>
                      {already ? t('media.picker.already', { name: media.name }) : media.name}
                    </Typography>
                  </ButtonBase>
                );
              })}
            </Box>
          )}
          {total > PAGE_SIZE && (
            <Pagination
              count={Math.ceil(total / PAGE_SIZE)}
              page={page + 1}
              onChange={(_event, next) => setPageState({ page: next - 1, narrowing })}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('resources.common.cancel')}</Button>
        <Button variant="contained" disabled={picked.length === 0} onClick={() => onPick(picked)}>
          {t('media.picker.addCount', { count: picked.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
