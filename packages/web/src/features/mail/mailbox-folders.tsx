import { mailFolderCreateSchema, type MailFolder } from '@seaberth/domain';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import ReportOutlinedIcon from '@mui/icons-material/ReportOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import {
  Box,
  Button,
  Chip,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  TextField,
} from '@mui/material';
import type { TFunction } from 'i18next';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useCreateFolder } from './use-mailbox.ts';

/** IMAP special-use flags the mailbox names and draws in the user's language. */
const SPECIAL: Record<string, { key: string; icon: ReactElement }> = {
  '\\Inbox': { key: 'inbox', icon: <InboxOutlinedIcon /> },
  '\\Sent': { key: 'sent', icon: <SendOutlinedIcon /> },
  '\\Drafts': { key: 'drafts', icon: <DraftsOutlinedIcon /> },
  '\\Trash': { key: 'trash', icon: <DeleteOutlineIcon /> },
  '\\Junk': { key: 'junk', icon: <ReportOutlinedIcon /> },
  '\\Archive': { key: 'archive', icon: <ArchiveOutlinedIcon /> },
};

/** The folder every mailbox opens in: the inbox (by flag, else by name), else the first folder. */
export function defaultFolder(folders: MailFolder[]): MailFolder | undefined {
  return (
    folders.find((f) => f.specialUse === '\\Inbox') ??
    folders.find((f) => f.path.toUpperCase() === 'INBOX') ??
    folders[0]
  );
}

export function isTrash(folder: MailFolder | undefined): boolean {
  return folder?.specialUse === '\\Trash';
}

/** A special folder in the user's language ("Posteingang"), any other by its own name. */
export function folderLabel(folder: MailFolder, t: TFunction): string {
  const special = folder.specialUse ? SPECIAL[folder.specialUse] : undefined;
  return special ? t(`mailbox.special.${special.key}`) : folder.name;
}

/** Sub-folders sit under their parent; the server names them by path (`INBOX/Agencies`). */
function depth(folder: MailFolder): number {
  return folder.path.split('/').length - 1;
}

function FolderIcon({ folder }: { folder: MailFolder }) {
  return (folder.specialUse && SPECIAL[folder.specialUse]?.icon) || <FolderOutlinedIcon />;
}

/** The folders as a column (wide screens): icon, name, unseen count; the open one marked. */
export function FolderList({
  folders,
  selected,
  onSelect,
  onCreate,
}: {
  folders: MailFolder[];
  selected: string | undefined;
  onSelect: (path: string) => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <List component="nav" aria-label={t('mailbox.folders')} dense sx={{ overflowY: 'auto', flex: 1 }}>
        {folders.map((folder) => {
          const label = folderLabel(folder, t);
          return (
            <ListItemButton
              key={folder.path}
              selected={folder.path === selected}
              onClick={() => onSelect(folder.path)}
              aria-current={folder.path === selected ? 'true' : undefined}
              aria-label={
                folder.unseen ? t('mailbox.folderUnseen', { name: label, count: folder.unseen }) : label
              }
              sx={{ pl: 2 + depth(folder) * 2 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <FolderIcon folder={folder} />
              </ListItemIcon>
              <ListItemText
                primary={label}
                slotProps={{
                  primary: { noWrap: true, sx: { fontWeight: folder.unseen ? 600 : undefined } },
                }}
              />
              {folder.unseen > 0 && (
                <Chip size="small" color="primary" label={folder.unseen} sx={{ ml: 1 }} />
              )}
            </ListItemButton>
          );
        })}
      </List>
      <Button
        startIcon={<CreateNewFolderOutlinedIcon />}
        onClick={onCreate}
        sx={{ m: 1, alignSelf: 'flex-start' }}
      >
        {t('mailbox.newFolder')}
      </Button>
    </Box>
  );
}

/** The folders as a select above the list (phones and narrow windows). */
export function FolderSelect({
  folders,
  selected,
  onSelect,
}: {
  folders: MailFolder[];
  selected: string | undefined;
  onSelect: (path: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('mailbox.folder')}
      value={selected ?? ''}
      onChange={(event) => onSelect(event.target.value)}
      sx={{ flex: '1 1 12rem', minWidth: 0 }}
    >
      {folders.map((folder) => (
        <MenuItem key={folder.path} value={folder.path} sx={{ pl: 2 + depth(folder) * 2 }}>
          {folderLabel(folder, t)}
          {folder.unseen > 0 ? ` (${folder.unseen})` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A new IMAP folder at the top or under another; the name follows the server's rules. */
export function NewFolderDialog({
  account,
  folders,
  onCreated,
  onClose,
}: {
  account: string;
  folders: MailFolder[];
  onCreated: (path: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const create = useCreateFolder(account);
  const [name, setName] = useState('');
  const [parent, setParent] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = mailFolderCreateSchema.safeParse({ name, parent: parent || undefined });
  const invalid = touched && !valid.success;
  return (
    <ActionDialog
      title={t('mailbox.newFolder')}
      submitLabel={t('mailbox.createFolder')}
      onSubmit={() => {
        setTouched(true);
        if (!valid.success) return;
        create.mutate(valid.data, {
          onSuccess: (folder) => {
            showSuccess(t('mailbox.folderCreated', { name: folder.name }));
            onCreated(folder.path);
          },
        });
      }}
      onClose={onClose}
      pending={create.isPending}
      error={create.error ? { text: describeError(create.error, t) } : null}
      testId="new-folder-dialog"
    >
      <TextField
        autoFocus
        required
        label={t('mailbox.folderName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(name !== '')}
        error={invalid}
        helperText={invalid ? t('mailbox.folderNameRule') : undefined}
      />
      <TextField
        select
        label={t('mailbox.parentFolder')}
        value={parent}
        onChange={(e) => setParent(e.target.value)}
      >
        <MenuItem value="">{t('mailbox.topLevel')}</MenuItem>
        {folders.map((folder) => (
          <MenuItem key={folder.path} value={folder.path}>
            {folderLabel(folder, t)}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}
