import type { MailboxAccount } from '@seaberth/domain';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { IconAction } from '../../app/icon-action.tsx';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useCan } from '../../app/session-context.ts';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import { defaultFolder, FolderList, FolderSelect, NewFolderDialog } from './mailbox-folders.tsx';
import { MailList } from './mailbox-list.tsx';
import { MailReader } from './mailbox-reader.tsx';
import { useMailAccounts, useMailFolders, useMailList } from './use-mailbox.ts';

/** /mail: the mail accounts the user may read, live from their IMAP servers. */
export function MailboxPage() {
  const { t } = useTranslation();
  const accounts = useMailAccounts();
  if (accounts.isPending) return <Loading />;
  if (accounts.isError)
    return (
      <Box>
        <PageHeading title={t('routes.mail')} />
        <LoadErrorAlert error={accounts.error} onRetry={() => accounts.refetch()} />
      </Box>
    );
  if (accounts.data.length === 0) return <NoAccount />;
  return <Mailbox accounts={accounts.data} />;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('resources.common.loading')} />
    </Box>
  );
}

function NoAccount() {
  const { t } = useTranslation();
  const canConfigure = useCan(['mail.update']);
  return (
    <Box>
      <PageHeading title={t('routes.mail')} />
      <Alert
        severity="info"
        action={
          canConfigure ? (
            <Button component={RouterLink} to="/config/mailaccounts" color="inherit" size="small">
              {t('mailbox.setUpAccounts')}
            </Button>
          ) : undefined
        }
      >
        {canConfigure ? t('mailbox.noAccountAdmin') : t('mailbox.noAccount')}
      </Alert>
    </Box>
  );
}

/**
 * Three panes on wide screens (folders | mails | the open mail); below `lg` the folders become a
 * select and the open mail takes the list's place. Account, folder and mail live in the address,
 * so Back closes a mail on a phone and a link opens the same mail.
 */
function Mailbox({ accounts }: { accounts: MailboxAccount[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const account = accounts.find((a) => a.id === params.get('account'))?.id ?? accounts[0]!.id;
  const folders = useMailFolders(account);
  const folder =
    folders.data?.find((f) => f.path === params.get('folder')) ?? defaultFolder(folders.data ?? []);
  const uidParam = Number(params.get('mail'));
  const uid = Number.isInteger(uidParam) && uidParam > 0 ? uidParam : null;

  const [search, setSearch] = useState('');
  const [unseen, setUnseen] = useState(false);
  const debounced = useDebouncedValue(search);
  // A page belongs to the folder and the narrowing it was chosen under (see ResourceList).
  const narrowing = JSON.stringify([account, folder?.path, debounced.trim(), unseen]);
  const [pageState, setPageState] = useState({ page: 0, narrowing });
  const page = pageState.narrowing === narrowing ? pageState.page : 0;
  const mails = useMailList(account, folder?.path, { page, search: debounced, unseen });
  const [creating, setCreating] = useState(false);

  const go = (next: { account?: string; folder?: string; mail?: number | null }, replace = false) => {
    const merged = new URLSearchParams();
    const nextAccount = next.account ?? account;
    if (accounts.length > 1) merged.set('account', nextAccount);
    const nextFolder = 'folder' in next ? next.folder : folder?.path;
    if (nextFolder && nextAccount === account) merged.set('folder', nextFolder);
    const nextMail = 'mail' in next ? next.mail : uid;
    if (nextMail && nextFolder === folder?.path) merged.set('mail', String(nextMail));
    setParams(merged, { replace });
  };
  const selectFolder = (path: string) => go({ folder: path, mail: null });

  const accountSelect =
    accounts.length > 1 ? (
      <TextField
        select
        size="small"
        fullWidth={false}
        label={t('mailbox.account')}
        value={account}
        onChange={(event) => go({ account: event.target.value, folder: undefined, mail: null })}
        sx={{ minWidth: 240, maxWidth: '100%' }}
      >
        {accounts.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name} · {a.email}
          </MenuItem>
        ))}
      </TextField>
    ) : undefined;

  const reader =
    folder && uid ? (
      <MailReader
        key={`${account}/${folder.path}/${uid}`}
        account={account}
        folder={folder}
        folders={folders.data ?? []}
        uid={uid}
        showBack={!wide}
        onClose={() => go({ mail: null })}
      />
    ) : null;

  const list = (
    <MailList
      header={
        !wide && folders.data ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FolderSelect folders={folders.data} selected={folder?.path} onSelect={selectFolder} />
            <IconAction label={t('mailbox.newFolder')} onClick={() => setCreating(true)}>
              <CreateNewFolderOutlinedIcon />
            </IconAction>
          </Stack>
        ) : undefined
      }
      search={search}
      onSearchChange={setSearch}
      unseen={unseen}
      onUnseenChange={setUnseen}
      page={page}
      onPageChange={(next) => setPageState({ page: next, narrowing })}
      mails={mails.data}
      loading={mails.isFetching}
      error={mails.isError ? mails.error : null}
      onRetry={() => mails.refetch()}
      selected={uid}
      onOpen={(next) => go({ mail: next })}
    />
  );

  return (
    <Box>
      <PageHeading
        title={t('routes.mail')}
        subtitle={accounts.length === 1 ? `${accounts[0]!.name} · ${accounts[0]!.email}` : undefined}
        actions={accountSelect}
      />
      {folders.isError && <LoadErrorAlert error={folders.error} onRetry={() => folders.refetch()} />}
      {folders.isPending && <Loading />}
      {folders.data && folders.data.length === 0 && <Alert severity="info">{t('mailbox.noFolders')}</Alert>}
      {folder && wide && (
        <Paper
          variant="outlined"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(180px, 220px) minmax(300px, 380px) minmax(0, 1fr)',
            height: 'calc(100vh - 190px)',
            minHeight: 480,
            overflow: 'hidden',
            '& > *': { minWidth: 0, minHeight: 0 },
            '& > * + *': { borderLeft: 1, borderColor: 'divider' },
          }}
        >
          <FolderList
            folders={folders.data ?? []}
            selected={folder.path}
            onSelect={selectFolder}
            onCreate={() => setCreating(true)}
          />
          {list}
          <Box sx={{ overflowY: 'auto' }}>
            {reader ?? (
              <Typography color="text.secondary" sx={{ p: 3 }}>
                {t('mailbox.pickMail')}
              </Typography>
            )}
          </Box>
        </Paper>
      )}
      {folder && !wide && <Paper variant="outlined">{reader ?? list}</Paper>}
      {creating && (
        <NewFolderDialog
          account={account}
          folders={folders.data ?? []}
          onClose={() => setCreating(false)}
          onCreated={(path) => {
            setCreating(false);
            selectFolder(path);
          }}
        />
      )}
    </Box>
  );
}
