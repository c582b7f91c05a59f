import { mediaResource, type PagingQuery } from '@seaberth/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid, ResourceRepository, type Row } from '../../db/resource-repository.ts';
import { media, mediaFolders, resorts, rooms, roomTypes, tours, vessels } from '../../db/schema/index.ts';

export type MediaRow = typeof media.$inferSelect;
export type MediaFolderRow = typeof mediaFolders.$inferSelect;

/** What the server writes after an upload. */
export interface StoredFileFields {
  kind: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  fileName: string;
  checksum: string;
  storageKey: string;
  thumbKey: string | null;
}

export interface FileKeys {
  storageKey: string | null;
  thumbKey: string | null;
}

export const keysOf = (row: FileKeys): string[] =>
  [row.storageKey, row.thumbKey].filter((key): key is string => Boolean(key));

/** The media queries beyond plain CRUD (which the generic resource layer does). */
export class MediaRepository {
  private readonly generic: ResourceRepository;

  constructor(private readonly db: Db) {
    this.generic = new ResourceRepository(db, media, mediaResource);
  }

  async get(id: string): Promise<MediaRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(media).where(eq(media.id, id));
    return row;
  }

  /** Pictures that have a file, with the paging object (the `images` call). */
  async listImages(query: PagingQuery): Promise<{ rows: Row[]; total: number }> {
    return this.generic.list(query, and(eq(media.kind, 'image'), isNotNull(media.storageKey)));
  }

  async insert(values: typeof media.$inferInsert): Promise<MediaRow> {
    const [row] = await this.db.insert(media).values(values).returning();
    return row!;
  }

  /**
   * Puts a new file on the record and answers the keys of the file it replaced, so the caller
   * removes them once the record no longer points at them. The row lock keeps two uploads to the
   * same record from both believing they replaced the original.
   */
  async replaceFile(
    id: string,
    fields: StoredFileFields,
  ): Promise<{ row: MediaRow; previous: FileKeys } | undefined> {
    return this.db.transaction(async (tx) => {
      const [previous] = await tx
        .select({ storageKey: media.storageKey, thumbKey: media.thumbKey })
        .from(media)
        .where(eq(media.id, id))
        .for('update');
      if (!previous) return undefined;
      const [row] = await tx
        .update(media)
        .set({ ...fields, version: sql`${media.version} + 1`, updatedAt: new Date() })
        .where(eq(media.id, id))
        .returning();
      return { row: row!, previous };
    });
  }

  /**
   * The records that show this picture (their `images` lists), so deleting it cannot leave a
   * resort, vessel, room type, room or tour pointing at nothing. One query over all of them.
   */
  async usedBy(id: string): Promise<{ kind: string; name: string }[]> {
    if (!isUuid(id)) return [];
    const holding = sql`jsonb_build_array(${id}::text)`;
    const result = await this.db.execute(sql`
      select 'resort' as kind, name from ${resorts} where images @> ${holding}
      union all select 'vessel', name from ${vessels} where images @> ${holding}
      union all select 'room type', name from ${roomTypes} where images @> ${holding}
      union all select 'room', name from ${rooms} where images @> ${holding}
      union all select 'tour', name from ${tours} where images @> ${holding}
      order by 1, 2`);
    return result.rows as { kind: string; name: string }[];
  }

  async fileKeys(id: string): Promise<FileKeys | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db
      .select({ storageKey: media.storageKey, thumbKey: media.thumbKey })
      .from(media)
      .where(eq(media.id, id));
    return row;
  }

  /** Moves records to a folder (null: the top level); answers the ids that exist and were moved. */
  async moveToFolder(ids: string[], folder: string | null): Promise<string[]> {
    const rows = await this.db
      .update(media)
      .set({ folder, version: sql`${media.version} + 1`, updatedAt: new Date() })
      .where(inArray(media.id, ids))
      .returning({ id: media.id });
    return rows.map((row) => row.id);
  }

  async folder(id: string): Promise<MediaFolderRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(mediaFolders).where(eq(mediaFolders.id, id));
    return row;
  }

  async findFolder(name: string, parent: string | null): Promise<MediaFolderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(mediaFolders)
      .where(
        and(
          eq(mediaFolders.name, name),
          parent ? eq(mediaFolders.parent, parent) : isNull(mediaFolders.parent),
        ),
      );
    return row;
  }

  async insertFolder(name: string, parent: string | null): Promise<MediaFolderRow> {
    const [row] = await this.db
      .insert(mediaFolders)
      .values({ name, parent })
      .onConflictDoNothing()
      .returning();
    return row ?? (await this.findFolder(name, parent))!;
  }

  async mediaInFolder(folder: string): Promise<MediaRow[]> {
    return this.db.select().from(media).where(eq(media.folder, folder));
  }
}
