import type { MailReplyInput } from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { AnswerOf } from '../../api/contract.ts';

/** One page of a folder's mails as the server answers it. */
export type MailPage = AnswerOf<'/api/mail/{folder}/mail', 'get'>;

/** One page of a folder; the mailbox shows this many mails at a time. */
export const MAIL_PAGE_SIZE = 25;

export interface MailListParams {
  page: number;
  search: string;
  unseen: boolean;
}

/** Query keys of the mailbox: everything of one account under `['mailbox', account]`. */
export const mailboxKeys = {
  accounts: ['mailbox', 'accounts'] as const,
  folders: (account: string) => ['mailbox', account, 'folders'] as const,
  lists: (account: string) => ['mailbox', account, 'list'] as const,
  list: (account: string, folder: string, params: MailListParams) =>
    ['mailbox', account, 'list', folder, params] as const,
  body: (account: string, folder: string, uid: number) => ['mailbox', account, 'body', folder, uid] as const,
};

/** `/api/mail/{folder}/mail…`: the folder is an IMAP path (`INBOX/Agencies`), one URL segment. */
export function mailPath(folder: string, ...rest: (string | number)[]): string {
  return [
    '/api/mail',
    encodeURIComponent(folder),
    ...rest.map((part) => encodeURIComponent(String(part))),
  ].join('/');
}

/** The mailbox screens explain failures where they happen (an alert in the pane, the dialog). */
const HANDLED_HERE = { silent: true } as const;

export function useMailAccounts() {
  return useQuery({
    queryKey: mailboxKeys.accounts,
    queryFn: () => api.GET('/api/mail/accounts'),
    meta: HANDLED_HERE,
  });
}

export function useMailFolders(account: string | undefined) {
  return useQuery({
    queryKey: mailboxKeys.folders(account ?? ''),
    queryFn: () => api.GET('/api/mail/folders', { query: { account } }),
    enabled: Boolean(account),
    meta: HANDLED_HERE,
  });
}

export function useMailList(account: string | undefined, folder: string | undefined, params: MailListParams) {
  return useQuery({
    queryKey: mailboxKeys.list(account ?? '', folder ?? '', params),
    queryFn: () =>
      api.GET('/api/mail/{folder}/mail', {
        path: { folder: folder! },
        query: {
          account,
          page: params.page,
          size: MAIL_PAGE_SIZE,
          search: params.search.trim(),
          unseen: params.unseen ? 'true' : undefined,
        },
      }),
    enabled: Boolean(account && folder),
    placeholderData: keepPreviousData,
    meta: HANDLED_HERE,
  });
}

/** Reading a mail marks it seen on the server; the lists and the folder's unseen count follow here. */
export function useMailBody(account: string, folder: string, uid: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: mailboxKeys.body(account, folder, uid),
    queryFn: async () => {
      const body = await api.GET('/api/mail/{folder}/mail/{mail}/body', {
        path: { folder, mail: uid },
        query: { account },
      });
      queryClient.setQueriesData<MailPage>(
        { queryKey: mailboxKeys.lists(account) },
        (page) =>
          page && {
            ...page,
            data: page.data.map((mail) => (mail.uid === uid ? { ...mail, seen: true } : mail)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: mailboxKeys.folders(account) });
      return body;
    },
    meta: HANDLED_HERE,
  });
}

/**
 * After a mail left its folder: the account's lists and counts are stale. Not the mail itself,
 * which is gone from where it was read (refetching it would only fail).
 */
function useRefreshAccount(account: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: mailboxKeys.folders(account) }),
      queryClient.invalidateQueries({ queryKey: mailboxKeys.lists(account) }),
    ]);
}

export function useDeleteMail(account: string, folder: string) {
  const refresh = useRefreshAccount(account);
  return useMutation({
    meta: HANDLED_HERE,
    mutationFn: (uid: number) =>
      api.DELETE('/api/mail/{folder}/mail/{mail}', { path: { folder, mail: uid }, query: { account } }),
    onSuccess: refresh,
  });
}

export function useMoveMail(account: string, folder: string) {
  const refresh = useRefreshAccount(account);
  return useMutation({
    meta: HANDLED_HERE,
    mutationFn: ({ uid, to }: { uid: number; to: string }) =>
      api.POST('/api/mail/{folder}/mail/{mail}/move', {
        path: { folder, mail: uid },
        query: { account },
        body: { to },
      }),
    onSuccess: refresh,
  });
}

export function useReplyMail(account: string, folder: string, uid: number) {
  return useMutation({
    meta: HANDLED_HERE,
    mutationFn: (reply: MailReplyInput) =>
      api.POST('/api/mail/{folder}/mail/{mail}/reply', {
        path: { folder, mail: uid },
        query: { account },
        body: reply,
      }),
  });
}

export function useCreateFolder(account: string) {
  const refresh = useRefreshAccount(account);
  return useMutation({
    meta: HANDLED_HERE,
    mutationFn: (folder: { name: string; parent?: string }) =>
      api.POST('/api/mailfolder', { query: { account }, body: folder }),
    onSuccess: refresh,
  });
}
