import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Issue 33 §1: every route declares the schema of its answer, so Fastify serialises with it (no
 * field leaves that the schema does not name) and the OpenAPI document describes every answer. The
 * routes that do not yet are listed in fixtures/routes-without-response-schema.json; a new route
 * must declare one, and a route that gained one leaves the list (RESPONSE_SCHEMAS_UPDATE=1 rewrites
 * it), so the list only shrinks.
 */
const listFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures/routes-without-response-schema.json',
);

interface OpenApiOperation {
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.ready();
});
afterAll(() => ctx.close());

describe('response schemas', () => {
  it('are declared on every route but the known ones, and the known ones only shrink', async () => {
    const document = ctx.app.swagger() as unknown as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const all: string[] = [];
    const without: string[] = [];
    for (const [route, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${route}`;
        all.push(name);
        // A body described by its schema, or an answer declared to have none (204 Deleted, a 302
        // redirect): OpenAPI 3.1 writes those without content.
        const described = Object.entries(operation.responses ?? {}).some(
          ([status, answer]) =>
            /^[23]/.test(status) &&
            (Object.values(answer.content ?? {}).some((c) => c.schema) ||
              ((status === '204' || status.startsWith('3')) && answer.description !== 'Default Response')),
        );
        if (!described) without.push(name);
      }
    }
    without.sort();
    if (process.env.RESPONSE_SCHEMAS_UPDATE) writeFileSync(listFile, `${JSON.stringify(without, null, 2)}\n`);
    const known: string[] = JSON.parse(readFileSync(listFile, 'utf8'));
    console.log(`routes with a response schema: ${all.length - without.length} of ${all.length}`);
    expect(
      without.filter((name) => !known.includes(name)),
      'new routes without a response schema',
    ).toEqual([]);
    expect(
      known.filter((name) => !without.includes(name)),
      'routes that have one now: remove them from the list',
    ).toEqual([]);
  });
});
