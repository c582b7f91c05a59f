import type { FastifyBaseLogger } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * Answers leave through their route's response schema (issue 33 §1): the parsed value is what is
 * written, so a field the schema does not name never leaves. When an answer does not fit its
 * schema, tests and the e2e server (strict) fail with a 500 so the drift is found and fixed; a
 * production server logs the drift and still answers, because an operator's screen must not go
 * blank over a contract detail (docs/decisions.md, "Response schemas").
 */
export function responseSerializer(
  strict: boolean,
  log: FastifyBaseLogger,
): (route: { schema: unknown; method: string; url: string }) => (data: unknown) => string {
  return ({ schema, method, url }) =>
    (data) => {
      // A file answer's media type is described, not parsed; its body is a stream or a buffer.
      if (!(schema instanceof $ZodType)) return JSON.stringify(data);
      const result = safeParse(schema, data);
      if (result.success) return JSON.stringify(result.data);
      if (strict) throw new ResponseSerializationError(method, url, { cause: result.error });
      log.error({ method, url, issues: result.error.issues.slice(0, 5) }, 'answer does not fit its schema');
      return JSON.stringify(data);
    };
}

/** Whether answers that do not fit their schema fail (tests, e2e servers) or are logged. */
export function strictResponses(testClock: boolean): boolean {
  return testClock || Boolean(process.env.VITEST) || process.env.SEABERTH_STRICT_RESPONSES === '1';
}
