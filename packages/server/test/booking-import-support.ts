import type { BookingImportResult } from '@seaberth/domain';
import { expect } from 'vitest';
import { multipartBody } from './media-support.ts';
import type { TestContext } from './test-app.ts';

/** `POST /api/bookings/import/{type}` with a file as the dialog sends it (multipart), as `token`. */
export function sendImport(ctx: TestContext, file: string | Buffer, token: string | null, type = 'csv') {
  const body = multipartBody({ bytes: Buffer.isBuffer(file) ? file : Buffer.from(file), fileName: 'b.csv' });
  return ctx.request({
    method: 'POST',
    url: `/api/bookings/import/${type}`,
    token: token ?? undefined,
    payload: body.payload,
    headers: body.headers,
  });
}

/** An import that must be taken (200): its report, line by line. */
export async function importFile(ctx: TestContext, file: string | Buffer, token: string, type = 'csv') {
  const res = await sendImport(ctx, file, token, type);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BookingImportResult;
}
