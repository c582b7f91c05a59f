import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { Breadcrumbs, Chip, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { childFolders, folderPath } from './media-folders.ts';
import type { MediaFolderRecord } from './media-api.ts';

export interface MediaFolderBarProps {
  folders: MediaFolderRecord[];
  /** null: all files. */
  current: string | null;
  onOpen: (id: string | null) => void;
  onCreate?: () => void;
  onRename?: (folder: MediaFolderRecord) => void;
  onDelete?: (folder: MediaFolderRecord) => void;
}

/** Where the list is (breadcrumbs) and where it can go (the sub-folders as chips). */
export function MediaFolderBar({
  folders,
  current,
  onOpen,
  onCreate,
  onRename,
  onDelete,
}: MediaFolderBarProps) {
  const { t } = useTranslation();
  const path = folderPath(folders, current);
  const here = path[path.length - 1];
  const children = childFolders(folders, current);

  return (
    <Stack spacing={1} component="nav" aria-label={t('media.folders.title')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 34 }}>
        <Breadcrumbs aria-label={t('media.folders.path')}>
          {here ? (
            <Link component="button" type="button" underline="hover" onClick={() => onOpen(null)}>
              {t('media.folders.all')}
            </Link>
          ) : (
            <Typography color="text.primary" sx={{ fontWeight: 500 }}>
              {t('media.folders.all')}
            </Typography>
          )}
          {path.map((folder) =>
            folder === here ? (
              <Typography key={folder.id} color="text.primary" sx={{ fontWeight: 500 }} aria-current="page">
                {folder.name}
              </Typography>
            ) : (
              <Link
                key={folder.id}
                component="button"
                type="button"
                underline="hover"
                onClick={() => onOpen(folder.id)}
              >
                {folder.name}
              </Link>
            ),
          )}
        </Breadcrumbs>
        {here && onRename && (
          <Tooltip title={t('media.folders.rename')}>
            <IconButton
              size="small"
              onClick={() => onRename(here)}
              aria-label={t('media.folders.renameNamed', { name: here.name })}
            >
              <DriveFileRenameOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {here && onDelete && (
          <Tooltip title={t('media.folders.delete')}>
            <IconButton
              size="small"
              onClick={() => onDelete(here)}
              aria-label={t('media.folders.deleteNamed', { name: here.name })}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {(children.length > 0 || onCreate) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {children.map((folder) => (
            <Chip
              key={folder.id}
              icon={<FolderOutlinedIcon />}
              label={folder.name}
              onClick={() => onOpen(folder.id)}
              variant="outlined"
            />
          ))}
          {onCreate && (
            <Chip
              icon={<CreateNewFolderOutlinedIcon />}
              label={t('media.folders.create')}
              onClick={onCreate}
              variant="outlined"
              color="primary"
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
