import type { z } from 'zod';
import { issueField, validationError } from './errors.ts';

/** Parses with a zod schema, answering a 400 that names every invalid field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => issueField(issue.path.map(String).join('.'), issue));
  throw validationError(fields, fields.map((f) => `${f.path || 'body'}: ${f.message}`).join('; '));
}
