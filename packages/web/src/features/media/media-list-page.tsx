import { formatFileSize, mediaDataUrl, mediaResource } from '@seaberth/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import { Box, Button, Pagination, Paper, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../resources/search-field.tsx';
import { useSearchParams } from 'react-router-dom';
import { useResourcePermissions } from '../../resources/use-resource-permissions.ts';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import {
  acceptAttribute,
  type MediaRecord,
  useMediaFolders,
  useMediaPage,
  useMediaTypeInfo,
} from './media-api.ts';
import { MediaCard } from './media-card.tsx';
import { MediaFolderBar } from './media-folder-bar.tsx';
import { useMediaSelection } from './use-media-selection.tsx';
import { UploadDropZone } from './upload-drop-zone.tsx';
import { UploadProgressList } from './upload-progress-list.tsx';
import { useFolderActions } from './use-folder-actions.tsx';
import { useUploads } from './use-uploads.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';

export const MEDIA_PAGE_SIZE = 24;

/** The upload hint: the limit and what optimizing does, from what the server says it accepts. */
export function useUploadHint(): string | undefined {
  const { t } = useTranslation();
  const info = useMediaTypeInfo().data;
  if (!info) return undefined;
  return t('media.upload.hint', {
    limit: formatFileSize(info.maxUploadKb * 1024),
    maxSide: info.optimize.maxSide,
  });
}

/** /media/list: the library as a grid of thumbnails, by folder, with drag-and-drop upload. */
export function MediaListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const folder = params.get('folder') || null;
  const openFolder = (id: string | null) => setParams(id ? { folder: id } : {});
  const permissions = useResourcePermissions(mediaResource);
  const info = useMediaTypeInfo().data;
  const hint = useUploadHint();

  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText).trim();
  // A page number belongs to the folder and search it was chosen under.
  const narrowing = `${folder}|${search}`;
  const [pageState, setPageState] = useState({ page: 0, narrowing });
  const page = pageState.narrowing === narrowing ? pageState.page : 0;

  // A search looks through the whole library, whichever folder is open.
  const filter = useMemo(() => (search || !folder ? {} : { folder }), [search, folder]);
  const list = useMediaPage({ page, size: MEDIA_PAGE_SIZE, sort: 'updatedAt', order: -1, search, filter });
  const folders = useMediaFolders().data?.data ?? [];
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;

  const [optimize, setOptimize] = useState(true);
  const uploads = useUploads();
  const folderActions = useFolderActions(folder, openFolder);
  const selection = useMediaSelection(folders);

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('routes.mediaList')}
      </Typography>
      <Stack spacing={2}>
        {permissions.canCreate && (
          <Box>
            <UploadDropZone
              onFiles={(files) => uploads.add(files, { folder, optimize })}
              accept={acceptAttribute(info)}
              optimize={optimize}
              onOptimizeChange={setOptimize}
              hint={hint}
            />
            <UploadProgressList items={uploads.items} onClear={uploads.clearFinished} />
          </Box>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <MediaFolderBar
              folders={folders}
              current={folder}
              onOpen={openFolder}
              onCreate={folderActions.onCreate}
              onRename={folderActions.onRename}
              onDelete={folderActions.onDelete}
            />
          </Box>
          <SearchField
            value={searchText}
            onChange={setSearchText}
            placeholder={t('media.search')}
            sx={{ width: { md: 280 } }}
          />
        </Stack>
        {search && folder && (
          <Typography variant="body2" color="text.secondary">
            {t('media.searchAll')}
          </Typography>
        )}
        {selection.count > 0 && (
          <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Typography sx={{ mr: 1 }}>{t('media.selected', { count: selection.count })}</Typography>
              {permissions.canUpdate && (
                <Button startIcon={<DriveFileMoveOutlinedIcon />} onClick={selection.startMove}>
                  {t('media.move.action')}
                </Button>
              )}
              {permissions.canDelete && (
                <Button
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => selection.startDelete()}
                >
                  {t('resources.common.delete')}
                </Button>
              )}
              <Button onClick={selection.clear}>{t('media.clearSelection')}</Button>
            </Stack>
          </Paper>
        )}
        {list.isError && !list.data ? (
          <LoadErrorAlert error={list.error} onRetry={() => list.refetch()} />
        ) : (
          <MediaGrid
            rows={rows}
            loading={list.isPending}
            empty={search ? t('resources.common.noMatches') : t('media.empty')}
            selected={selection.selected}
            onSelect={permissions.canUpdate || permissions.canDelete ? selection.toggle : undefined}
            onDelete={permissions.canDelete ? (media) => selection.startDelete(media) : undefined}
            href={(media) => (permissions.canUpdate ? `/media/${media.id}` : mediaDataUrl(media))}
          />
        )}
        {total > MEDIA_PAGE_SIZE && (
          <Pagination
            count={Math.ceil(total / MEDIA_PAGE_SIZE)}
            page={page + 1}
            onChange={(_event, next) => setPageState({ page: next - 1, narrowing })}
            sx={{ alignSelf: 'center' }}
          />
        )}
      </Stack>
      {folderActions.dialogs}
      {selection.dialogs}
    </Box>
  );
}

interface MediaGridProps {
  rows: MediaRecord[];
  loading: boolean;
  empty: string;
  selected: Set<string>;
  onSelect?: (media: MediaRecord, selected: boolean) => void;
  onDelete?: (media: MediaRecord) => void;
  href: (media: MediaRecord) => string;
}

function MediaGrid({ rows, loading, empty, selected, onSelect, onDelete, href }: MediaGridProps) {
  const { t } = useTranslation();
  if (!loading && rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ py: 6, textAlign: 'center' }}>
        <Typography color="text.secondary">{empty}</Typography>
      </Paper>
    );
  }
  return (
    <Box
      role="list"
      aria-label={t('media.files')}
      aria-busy={loading}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}
    >
      {rows.map((media) => (
        <Box role="listitem" key={media.id}>
          <MediaCard
            media={media}
            href={href(media)}
            selected={selected.has(media.id)}
            onSelect={onSelect ? (checked) => onSelect(media, checked) : undefined}
            onDelete={onDelete ? () => onDelete(media) : undefined}
          />
        </Box>
      ))}
    </Box>
  );
}
