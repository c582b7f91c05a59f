import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation, type Operation, operationsOf, PathFiller, queriesFor } from './openapi-walk.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 33 §1: answers leave through their route's schema, and in tests an answer that does not
 * fit is a 500. This walks every GET of the OpenAPI document as the admin on the demo installation
 * (real resorts, trips, bookings, invoices, forms), so a schema that misses how real records look
 * fails here, not on an operator's screen.
 */
let ctx: TestContext;
let admin: string;
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestContext({}, { demo: true });
  admin = await ctx.adminToken();
  operations = (await operationsOf(ctx)).filter((o) => o.method === 'GET');
}, 300_000);
afterAll(() => ctx?.close());

describe('every answer the admin reads on the demo', () => {
  it('fits its declared schema', async () => {
    const filler = new PathFiller(ctx, admin);
    await filler.prepare();
    const wrong: string[] = [];
    let calls = 0;
    for (const operation of operations) {
      const url = await filler.fill(operation.path);
      for (const query of queriesFor(operation)) {
        const response = await callOperation(ctx, operation, `${url}${query ? `?${query}` : ''}`, admin);
        calls += 1;
        if (response.statusCode >= 500)
          wrong.push(`GET ${url}?${query}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      }
    }
    console.log(`answers walk: ${calls} GETs on ${operations.length} operations`);
    expect(wrong).toEqual([]);
  }, 300_000);
});
