import { formatFileSize, type MailBody, type MailFolder } from '@seaberth/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { MailReplyDialog } from './mail-reply-dialog.tsx';
import { folderLabel, isTrash } from './mailbox-folders.tsx';
import { MailHtml } from './mail-html.tsx';
import { mailPath, useDeleteMail, useMailBody, useMoveMail } from './use-mailbox.ts';

export interface MailReaderProps {
  account: string;
  folder: MailFolder;
  folders: MailFolder[];
  uid: number;
  /** Back to the list: the button on phones, and after the mail left the folder. */
  onClose: () => void;
  /** Phones show the reader instead of the list, so it needs a way back. */
  showBack: boolean;
}

/** The open mail: its header, the bookings it names, attachments, the text, and what to do with it. */
export function MailReader({ account, folder, folders, uid, onClose, showBack }: MailReaderProps) {
  const { t } = useTranslation();
  const body = useMailBody(account, folder.path, uid);
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
      data-testid="mail-reader"
    >
      {showBack && (
        <Button startIcon={<ArrowBackIcon />} onClick={onClose} sx={{ alignSelf: 'flex-start', m: 1, mb: 0 }}>
          {t('mailbox.backToList')}
        </Button>
      )}
      {body.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('resources.common.loading')} />
        </Box>
      )}
      {body.isError && <LoadErrorAlert error={body.error} onRetry={() => body.refetch()} sx={{ m: 2 }} />}
      {body.data && (
        <MailView mail={body.data} account={account} folder={folder} folders={folders} onGone={onClose} />
      )}
    </Box>
  );
}

function MailView({
  mail,
  account,
  folder,
  folders,
  onGone,
}: {
  mail: MailBody;
  account: string;
  folder: MailFolder;
  folders: MailFolder[];
  onGone: () => void;
}) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const remove = useDeleteMail(account, folder.path);
  const move = useMoveMail(account, folder.path);
  const [replying, setReplying] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [moveMenu, setMoveMenu] = useState<HTMLElement | null>(null);
  const trash = isTrash(folder);
  const targets = folders.filter((f) => f.path !== folder.path);
  const header: [string, string][] = [
    // The server writes "Name <address>" already.
    [t('mailbox.from'), mail.from || mail.fromAddress],
    [t('mailbox.to'), mail.to],
    [t('mailbox.cc'), mail.cc],
    [t('mailbox.date'), formatInstant(mail.date)],
  ];
  const download = (index: number) =>
    api.download(mailPath(folder.path, 'mail', mail.uid, 'attachment', index), { account }).catch(showError);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1, p: 2, gap: 1.5 }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {mail.subject || t('mailbox.noSubject')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<ReplyIcon />} onClick={() => setReplying(true)}>
          {t('mailbox.reply')}
        </Button>
        <Button
          startIcon={<DriveFileMoveOutlinedIcon />}
          onClick={(event) => setMoveMenu(event.currentTarget)}
          disabled={move.isPending || targets.length === 0}
          aria-haspopup="menu"
        >
          {t('mailbox.move')}
        </Button>
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setDeleting(true)}>
          {trash ? t('mailbox.deleteForGood') : t('mailbox.delete')}
        </Button>
      </Stack>
      <Menu anchorEl={moveMenu} open={moveMenu !== null} onClose={() => setMoveMenu(null)}>
        {targets.map((target) => (
          <MenuItem
            key={target.path}
            onClick={() => {
              setMoveMenu(null);
              move.mutate(
                { uid: mail.uid, to: target.path },
                {
                  onSuccess: () => {
                    showSuccess(t('mailbox.moved', { folder: folderLabel(target, t) }));
                    onGone();
                  },
                  onError: showError,
                },
              );
            }}
          >
            {folderLabel(target, t)}
          </MenuItem>
        ))}
      </Menu>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, m: 0 }}
      >
        {header
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
      {mail.bookings.length > 0 && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('mailbox.bookings')}
          </Typography>
          {mail.bookings.map((booking) => (
            <Chip
              key={booking.id}
              component={RouterLink}
              to={`/booking/${encodeURIComponent(booking.id)}`}
              clickable
              color="primary"
              variant="outlined"
              size="small"
              label={booking.leadName ? `${booking.bookingNo} · ${booking.leadName}` : booking.bookingNo}
            />
          ))}
        </Stack>
      )}
      {mail.attachments.length > 0 && (
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap' }}
          aria-label={t('mailbox.attachments')}
        >
          {mail.attachments.map((attachment) => (
            <Chip
              key={attachment.index}
              icon={<AttachFileIcon />}
              clickable
              onClick={() => void download(attachment.index)}
              label={`${attachment.filename || t('mailbox.unnamedAttachment')} (${formatFileSize(attachment.size)})`}
              aria-label={t('mailbox.download', { name: attachment.filename })}
            />
          ))}
        </Stack>
      )}
      <Divider />
      {mail.html ? (
        <MailHtml html={mail.html} title={mail.subject} />
      ) : (
        <Typography
          component="pre"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0, flex: 1 }}
        >
          {mail.text}
        </Typography>
      )}
      {replying && (
        <MailReplyDialog
          account={account}
          folder={folder.path}
          mail={mail}
          onClose={() => setReplying(false)}
        />
      )}
      {deleting && (
        <ActionDialog
          title={trash ? t('mailbox.deleteForGoodTitle') : t('mailbox.deleteTitle')}
          submitLabel={trash ? t('mailbox.deleteForGood') : t('mailbox.delete')}
          destructive
          pending={remove.isPending}
          error={remove.error ? { text: describeError(remove.error, t) } : null}
          onClose={() => setDeleting(false)}
          onSubmit={() =>
            remove.mutate(mail.uid, {
              onSuccess: () => {
                showSuccess(trash ? t('mailbox.deletedForGood') : t('mailbox.deleted'));
                setDeleting(false);
                onGone();
              },
            })
          }
          testId="delete-mail-dialog"
        >
          <Typography>
            {t(trash ? 'mailbox.deleteForGoodText' : 'mailbox.deleteText', {
              subject: mail.subject || t('mailbox.noSubject'),
            })}
          </Typography>
        </ActionDialog>
      )}
    </Box>
  );
}
