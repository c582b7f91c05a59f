import { z } from 'zod';

/** What the Dropbox backup calls say when they refuse (MESSAGE_CODES names each for the web). */
export const DROPBOX_MESSAGES = {
  tokenRequired: 'Enter the Dropbox access token to switch the upload on',
  notConnected: 'Connect Dropbox first',
  tokenUnreadable: 'The stored Dropbox token cannot be read with this server’s key: enter it again',
  folder: 'A Dropbox folder starts with / and holds none of : * ? " < > | or a backslash',
} as const;

/** A Dropbox path of a folder: `/Seaberth`, `/Backups/Resort` (Dropbox's own forbidden characters left out). */
const folderSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/[^\\:*?"<>|]*$/, DROPBOX_MESSAGES.folder)
  .transform((folder) => folder.replace(/\/+$/, '') || '/');

/**
 * `GET /api/settings/backup/dropbox`: whether backups are copied to Dropbox, where, and how the
 * last copy went. The token is never answered, only whether one is stored.
 */
export const dropboxBackupStateSchema = z.object({
  enabled: z.boolean(),
  folder: z.string(),
  tokenStored: z.boolean(),
  lastUpload: z.object({ at: z.string(), name: z.string(), ok: z.boolean(), message: z.string() }).nullable(),
});
export type DropboxBackupState = z.infer<typeof dropboxBackupStateSchema>;

/**
 * `POST /api/settings/backup/dropbox`: switch the copy on or off, the folder, and (write-only) the
 * access token; without `token` the stored one stays, `null` removes it.
 */
export const dropboxBackupSettingsSchema = z.object({
  enabled: z.boolean(),
  folder: folderSchema.default('/Seaberth'),
  token: z.string().trim().min(10).max(2000).nullable().optional(),
});
export type DropboxBackupSettings = z.output<typeof dropboxBackupSettingsSchema>;

/** `POST /api/settings/backup/dropbox/{name}`: where the backup was stored in Dropbox. */
export const dropboxUploadSchema = z.object({ name: z.string(), path: z.string(), size: z.number() });
export type DropboxUpload = z.infer<typeof dropboxUploadSchema>;
