import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { MEDICAL_RETENTION_JOB } from '../src/modules/guest-forms/index.ts';
import { newCustomer, newStay, resortWorld } from './booking-fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Health data is kept no longer than needed (issue 37): the guests' medical answers and the
 * physician's form go `medicalRetentionDays` after the stay; the rest of the form stays.
 */
let ctx: TestContext;
let form: string;
const db = () => ctx.services.database.db;
const at = (iso: string) => {
  ctx.services.clock.now = () => new Date(iso);
};
const sweep = async () => {
  await ctx.services.jobs.schedule(MEDICAL_RETENTION_JOB);
  await ctx.services.jobs.runDue();
};
const stored = async () => {
  const [row] = await db().select().from(schema.guestForms).where(eq(schema.guestForms.id, form));
  return row!.data as unknown as Record<string, Record<string, unknown>>;
};

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.adminToken();
  const world = await resortWorld(ctx, admin);
  const guest = (await newCustomer(ctx, admin, { firstName: 'Mara', lastName: 'Olsen' })).id;
  const stay = await newStay(ctx, admin, {
    resort: world.resort!,
    from: '2027-03-07',
    to: '2027-03-10',
    rooms: [{ room: world.R1!, guests: [guest] }],
  });
  const [row] = await db()
    .insert(schema.guestForms)
    .values({
      booking: stay.id,
      bed: 0,
      customer: guest,
      state: 'submitted',
      data: {
        medical: { answers: { q1: true, q2: false } },
        files: { physicianForm: '00000000-0000-4000-8000-00000000000a' },
        remarks: 'Vegetarian',
      } as never,
    })
    .returning({ id: schema.guestForms.id });
  form = row!.id;
  await db().insert(schema.guestFormFiles).values({
    id: '00000000-0000-4000-8000-00000000000a',
    form,
    kind: 'physicianForm',
    name: 'physician.pdf',
    mimeType: 'application/pdf',
    size: 10,
    storageKey: 'guestforms/test/physician.pdf',
  });
  await ctx.services.settings.put('general', 'medicalRetentionDays', '30');
}, 120_000);
afterAll(() => ctx?.close());

describe('medical retention', () => {
  it('keeps the answers until the retention after the stay has passed', async () => {
    at('2027-04-09T10:00:00Z'); // departure 10 March + 30 days
    await sweep();
    expect((await stored()).medical).toEqual({ answers: { q1: true, q2: false } });
  });

  it('then wipes the answers and the physician’s form, and keeps the rest of the form', async () => {
    at('2027-04-10T10:00:00Z');
    await sweep();
    const data = await stored();
    expect(data.medical).toEqual({ answers: {} });
    expect(data.files).toEqual({});
    expect(data.remarks).toBe('Vegetarian');
    const files = await db().select().from(schema.guestFormFiles).where(eq(schema.guestFormFiles.form, form));
    expect(files).toEqual([]);
  });
});
