import type { DropboxBackupState } from '@seaberth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export const DROPBOX_KEY = ['settings', 'backups', 'dropbox'] as const;

/** The connection as the server keeps it: on or off, the folder, whether a token is stored, the last upload. */
export function useDropboxState() {
  return useQuery({
    queryKey: DROPBOX_KEY,
    queryFn: () => api.GET('/api/settings/backup/dropbox'),
  });
}

/** Whether a backup can be copied now: the server refuses the copy while off or without a token. */
export function dropboxConnected(state: DropboxBackupState | undefined): boolean {
  return Boolean(state?.enabled && state.tokenStored);
}

/**
 * Saves the connection: `token` undefined keeps the stored one, null removes it (disconnect). The
 * answer is the new state, written straight into the cache.
 */
export function useSaveDropbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { enabled: boolean; folder: string; token?: string | null }) =>
      api.POST('/api/settings/backup/dropbox', { body }),
    onSuccess: (state) => queryClient.setQueryData(DROPBOX_KEY, state),
  });
}

/** Copies one backup of the server to the Dropbox folder; the state's last upload changes either way. */
export function useCopyToDropbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.POST('/api/settings/backup/dropbox/{name}', { path: { name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DROPBOX_KEY }),
  });
}
