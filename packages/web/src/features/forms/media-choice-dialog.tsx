import { mediaResource } from '@seaberth/domain';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error.ts';
import { useResourcePermissions } from '../../resources/use-resource-permissions.ts';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import {
  acceptAttribute,
  type MediaRecord,
  MediaThumb,
  UploadDropZone,
  UploadProgressList,
  useMediaPage,
  useMediaTypeInfo,
  useUploads,
} from '../media/index.ts';

const PAGE_SIZE = 12;

/**
 * One file of the media library for a field: a picture for an Image, any file for a Download.
 * A file uploaded here is chosen at once.
 */
export function MediaChoiceDialog({
  imagesOnly,
  onPick,
  onClose,
}: {
  imagesOnly: boolean;
  onPick: (media: MediaRecord) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { canCreate } = useResourcePermissions(mediaResource);
  const info = useMediaTypeInfo().data;
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText).trim();
  const [pageState, setPageState] = useState({ page: 0, search });
  const page = pageState.search === search ? pageState.page : 0;
  const list = useMediaPage({ page, size: PAGE_SIZE, sort: 'updatedAt', order: -1, search }, { imagesOnly });
  const uploads = useUploads((record) => {
    if (!imagesOnly || record.kind === 'image') onPick(record);
  });
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="media-choice-title">
      <DialogTitle id="media-choice-title">
        {imagesOnly ? t('forms.builder.chooseImage') : t('forms.builder.chooseFile')}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {canCreate && (
            <Box>
              <UploadDropZone
                dense
                multiple={false}
                onFiles={(files) => uploads.add(files, { folder: null, optimize: true })}
                accept={acceptAttribute(info, imagesOnly)}
              />
              <UploadProgressList items={uploads.items} onClear={uploads.clearFinished} />
            </Box>
          )}
          <TextField
            size="small"
            label={t('resources.common.search')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          {list.isError && !list.data ? (
            <Alert severity="error">{describeError(list.error, t)}</Alert>
          ) : !list.isPending && rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {search ? t('resources.common.noMatches') : t('forms.builder.noMedia')}
            </Typography>
          ) : (
            <Box
              role="listbox"
              aria-label={t('forms.builder.library')}
              sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
            >
              {rows.map((media) => (
                <ButtonBase
                  key={media.id}
                  role="option"
                  aria-selected={false}
                  onClick={() => onPick(media)}
                  sx={{
                    display: 'block',
                    textAlign: 'left',
                    borderRadius: 1,
                    overflow: 'hidden',
                    border: 1,
                    borderColor: 'divider',
                  }}
                >
                  <MediaThumb media={media} sx={{ width: '100%', aspectRatio: '3 / 2' }} />
                  <Typography variant="caption" component="div" noWrap sx={{ px: 1, py: 0.5 }}>
                    {media.name}
                  </Typography>
                </ButtonBase>
              ))}
            </Box>
          )}
          {total > PAGE_SIZE && (
            <Pagination
              count={Math.ceil(total / PAGE_SIZE)}
              page={page + 1}
              onChange={(_event, next) => setPageState({ page: next - 1, search })}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('resources.common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
