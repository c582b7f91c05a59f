import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingRooms, guestFormFiles, guestForms } from '../../db/schema/index.ts';

/** At most this many forms per sweep: a first run on years of forms works through them in turns. */
export const RETENTION_BATCH = 500;

/** The guests' health data past its time: the medical answers and the physician's forms. */
export class GuestFormRetentionRepository {
  constructor(private readonly db: Db) {}

  /**
   * Wipes the medical answers and the physician's form of the forms whose booking's last night
   * lies before `before`; answers the storage keys of the files removed and how many forms.
   */
  async wipeMedical(before: string): Promise<{ forms: number; storageKeys: string[] }> {
    return this.db.transaction(async (tx) => {
      const ended = tx
        .select({ booking: bookingRooms.booking })
        .from(bookingRooms)
        .groupBy(bookingRooms.booking)
        .having(sql`max(${bookingRooms.to}) < ${before}`);
      const due = await tx
        .select({ id: guestForms.id })
        .from(guestForms)
        .where(
          and(
            inArray(guestForms.booking, ended),
            sql`(${guestForms.data}->'medical'->'answers' <> '{}'::jsonb
              or ${guestForms.data}->'files' ? 'physicianForm')`,
          ),
        )
        .limit(RETENTION_BATCH);
      const ids = due.map((f) => f.id);
      if (ids.length === 0) return { forms: 0, storageKeys: [] };
      await tx
        .update(guestForms)
        .set({
          data: sql`jsonb_set(${guestForms.data}, '{medical}', '{"answers":{}}'::jsonb) #- '{files,physicianForm}'`,
          updatedAt: new Date(),
        })
        .where(inArray(guestForms.id, ids));
      const files = await tx
        .delete(guestFormFiles)
        .where(and(inArray(guestFormFiles.form, ids), eq(guestFormFiles.kind, 'physicianForm')))
        .returning({ storageKey: guestFormFiles.storageKey });
      return { forms: ids.length, storageKeys: files.map((f) => f.storageKey) };
    });
  }
}
