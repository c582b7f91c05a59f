import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { BackupFile } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { APP_VERSION } from '../../lib/version.ts';
import { backupTables } from './backup.repository.ts';

/** `seaberth-20261121-093000.json.gz`: the only names the service writes, reads or serves. */
const BACKUP_NAME = /^seaberth-\d{8}-\d{6}(-\d+)?\.json\.gz$/;

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

/** How much JSON is handed to gzip at once. */
const CHUNK_CHARS = 64 * 1024;

function stamp(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

/**
 * Backups an operator can keep: every table of the database as rows in one gzipped JSON document
 * (`{ app, version, createdAt, tables: { name: rows } }`), written table by table so a large
 * database never sits in memory as a whole. Plain JSON restores into either database and reads in
 * any tool; the media files are backed up with the media folder.
 */
export class BackupService {
  constructor(
    private readonly db: Db,
    readonly folder: string,
  ) {}

  async create(now = new Date()): Promise<BackupFile> {
    await mkdir(this.folder, { recursive: true });
    let name = `seaberth-${stamp(now)}.json.gz`;
    for (let n = 2; (await this.exists(name)) && n < 100; n++) name = `seaberth-${stamp(now)}-${n}.json.gz`;
    const target = path.join(this.folder, name);
    const partial = `${target}.partial`;
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(partial));
    const write = async (text: string) => {
      if (!gzip.write(text)) await once(gzip, 'drain');
    };
    try {
      await write(
        `{"app":"seaberth","version":${JSON.stringify(APP_VERSION.version)},"createdAt":${JSON.stringify(now.toISOString())},"tables":{`,
      );
      let firstTable = true;
      for (const { name: table, rows } of backupTables(this.db)) {
        const tableRows = await rows();
        await write(`${firstTable ? '' : ','}${JSON.stringify(table)}:[`);
        firstTable = false;
        // Rows go to gzip in chunks of about 64 KB: a write per row queued a compression job per
        // row, which took longer than reading the rows (a backup of the demo on PGlite 2.8 → 1.1 s).
        let chunk: string[] = [];
        let length = 0;
        for (const [index, row] of tableRows.entries()) {
          const json = JSON.stringify(row);
          chunk.push(index === 0 ? json : `,${json}`);
          length += json.length;
          if (length >= CHUNK_CHARS) {
            await write(chunk.join(''));
            chunk = [];
            length = 0;
          }
        }
        await write(`${chunk.join('')}]`);
      }
      await write('}}');
      gzip.end();
      await written;
      // Renamed only when complete, so a listed backup is never a half-written one.
      await rename(partial, target);
    } catch (error) {
      gzip.destroy();
      await unlink(partial).catch(() => {});
      throw error;
    }
    return this.describe(name);
  }

  async list(): Promise<BackupFile[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    const files = await Promise.all(names.filter(isBackupName).map((name) => this.describe(name)));
    return files.sort((a, b) => b.name.localeCompare(a.name));
  }

  /** A stream of one backup, or undefined for a name that is not one of ours or does not exist. */
  async open(name: string): Promise<{ file: BackupFile; stream: Readable } | undefined> {
    if (!isBackupName(name) || !(await this.exists(name))) return undefined;
    return { file: await this.describe(name), stream: createReadStream(path.join(this.folder, name)) };
  }

  private async exists(name: string): Promise<boolean> {
    return stat(path.join(this.folder, name)).then(
      () => true,
      () => false,
    );
  }

  private async describe(name: string): Promise<BackupFile> {
    const info = await stat(path.join(this.folder, name));
    return { name, size: info.size, createdAt: info.mtime.toISOString() };
  }
}
