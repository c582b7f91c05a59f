import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/**
 * Answers that are not JSON (a CSV, a PDF, an XML file) are described by their media type; the zod
 * type provider only knows JSON bodies, so `describeRoutes` passes these through to the OpenAPI
 * document as they are (issue 33 §1).
 */
export interface FileAnswer {
  description: string;
  content: Record<string, { schema: { type: 'string'; format?: 'binary' } }>;
}

export function fileAnswer(mediaType: string, description: string): FileAnswer {
  const binary = !mediaType.startsWith('text/');
  return {
    description,
    content: { [mediaType]: { schema: { type: 'string', ...(binary ? { format: 'binary' } : {}) } } },
  };
}

/** An answer without a body (204, 304). */
export function noContent(description: string) {
  return z.null().describe(description);
}

type Transform = typeof jsonSchemaTransform;

/** The zod provider's OpenAPI transform, with file answers kept as declared. */
export const describeRoutes: Transform = (input) => {
  const response = input.schema?.response as Record<string, unknown> | undefined;
  const files: Record<string, unknown> = {};
  const zod: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(response ?? {})) {
    if (answer instanceof $ZodType) zod[status] = answer;
    else files[status] = answer;
  }
  if (!response || Object.keys(files).length === 0) return jsonSchemaTransform(input);
  const described = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: zod } });
  const schema = described.schema as { response?: Record<string, unknown> };
  schema.response = { ...schema.response, ...files };
  return described;
};
