import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { folderTree } from './media-folders.ts';
import type { MediaFolderRecord } from './media-api.ts';

export interface MoveToFolderDialogProps {
  open: boolean;
  count: number;
  folders: MediaFolderRecord[];
  pending: boolean;
  onMove: (folder: string | null) => void;
  onClose: () => void;
}

/** Picks the target of "move to folder" from the folder tree, the top level first. */
export function MoveToFolderDialog({
  open,
  count,
  folders,
  pending,
  onMove,
  onClose,
}: MoveToFolderDialogProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null | undefined>(undefined);
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="move-media-title"
    >
      <DialogTitle id="move-media-title">{t('media.move.title', { count })}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <List dense aria-label={t('media.move.target')}>
          <ListItemButton selected={target === null} onClick={() => setTarget(null)}>
            <ListItemIcon>
              <HomeOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary={t('media.folders.topLevel')} />
          </ListItemButton>
          {folderTree(folders).map(({ folder, depth }) => (
            <ListItemButton
              key={folder.id}
              selected={target === folder.id}
              onClick={() => setTarget(folder.id)}
              sx={{ pl: 2 + depth * 3 }}
            >
              <ListItemIcon>
                <FolderOutlinedIcon />
              </ListItemIcon>
              <ListItemText primary={folder.name} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('resources.common.cancel')}
        </Button>
        <PendingButton
          pending={pending}
          variant="contained"
          disabled={target === undefined}
          onClick={() => target !== undefined && onMove(target)}
        >
          {t('media.move.action')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
