import { createReadStream } from 'node:fs';
import path from 'node:path';
import {
  DROPBOX_MESSAGES,
  type DropboxBackupSettings,
  type DropboxBackupState,
  type DropboxUpload,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { notFound, refusal, validationError } from '../../http/errors.ts';
import { BackupTargetsRepository } from './backup-targets.repository.ts';
import type { BackupService } from './backup.service.ts';
import { type BackupUploader, DropboxError } from './dropbox-client.ts';
import type { SecretBox } from '../../lib/secret-box.ts';

/**
 * Backups copied to Dropbox (SPEC §7 `backup/dropbox`): the connection (folder, on or off, the
 * token sealed and never answered), and the upload of a backup on the server's disk through the
 * uploader the token opens (DropboxClient; a local server speaking its protocol in tests). How
 * the last upload went is kept with the connection, so every process and the overview see it.
 */
export class DropboxBackups {
  private readonly repository: BackupTargetsRepository;

  constructor(
    db: Db,
    private readonly backups: BackupService,
    private readonly box: SecretBox,
    private readonly uploaderFor: (token: string) => BackupUploader,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new BackupTargetsRepository(db);
  }

  async state(): Promise<DropboxBackupState> {
    const { enabled, folder, sealedToken, lastUpload } = await this.repository.dropbox();
    return { enabled, folder, tokenStored: sealedToken !== null, lastUpload };
  }

  async configure(input: DropboxBackupSettings): Promise<DropboxBackupState> {
    const current = await this.repository.dropbox();
    const tokenAfter = input.token === undefined ? current.sealedToken : input.token;
    if (input.enabled && !tokenAfter) throw refuse('token', DROPBOX_MESSAGES.tokenRequired);
    await this.repository.saveDropbox({
      enabled: input.enabled,
      folder: input.folder,
      ...(input.token === undefined
        ? {}
        : { sealedToken: input.token === null ? null : await this.box.seal(input.token) }),
      lastUpload: current.lastUpload,
    });
    return this.state();
  }

  /** Copies one backup of the server's disk to the Dropbox folder; the outcome is kept either way. */
  async upload(name: string): Promise<DropboxUpload> {
    const found = await this.backups.open(name);
    if (!found) throw notFound('Backup');
    found.stream.destroy();
    const connection = await this.repository.dropbox();
    if (!connection.enabled || !connection.sealedToken)
      throw refuse('enabled', DROPBOX_MESSAGES.notConnected);
    const token = await this.box.open(connection.sealedToken);
    if (!token) throw refuse('token', DROPBOX_MESSAGES.tokenUnreadable);
    const record = (ok: boolean, message: string) =>
      this.repository.saveDropbox({
        enabled: connection.enabled,
        folder: connection.folder,
        lastUpload: { at: this.now().toISOString(), name, ok, message },
      });
    try {
      const stored = await this.uploaderFor(token).upload(
        { name, size: found.file.size, open: () => createReadStream(path.join(this.backups.folder, name)) },
        connection.folder,
      );
      await record(true, stored.path);
      return { name, path: stored.path, size: stored.size };
    } catch (error) {
      const message = error instanceof DropboxError ? error.message : 'Dropbox cannot be reached';
      await record(false, message);
      throw refusal('PROVIDER_ERROR', message, {
        params: {
          provider: 'Dropbox',
          reason: error instanceof DropboxError ? error.summary || String(error.status) : 'network',
        },
      });
    }
  }

  /** After a backup is made: copied when Dropbox is on; a failure is kept for the screen, not thrown. */
  async afterBackup(name: string): Promise<void> {
    const connection = await this.repository.dropbox();
    if (connection.enabled && connection.sealedToken) await this.upload(name).catch(() => undefined);
  }
}

function refuse(path: string, message: string) {
  return validationError([{ path, message }], message);
}
