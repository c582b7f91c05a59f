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

/**
 * An answer in JSON that a request may also ask for as a file (`?format=pdf|html`): one status,
 * a media type each. The JSON is serialised through its schema like any other answer; Fastify
 * picks the serialiser by the media type the reply is sent with.
 */
export interface JsonOrFileAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType | FileAnswer['content'][string]['schema'] }>;
}

export function jsonOrFile(
  schema: z.ZodType,
  files: Record<string, string>,
  description: string,
): JsonOrFileAnswer {
  const content: JsonOrFileAnswer['content'] = { 'application/json': { schema } };
  for (const [mediaType, what] of Object.entries(files))
    Object.assign(content, fileAnswer(mediaType, what).content);
  return { description: `${description} (JSON, or as ${Object.values(files).join(', ')})`, content };
}

/** An answer without a body (204, 304). */
export function noContent(description: string) {
  return z.null().describe(description);
}

type Transform = typeof jsonSchemaTransform;

/**
 * The zod provider's OpenAPI transform, with file answers kept as declared and the JSON of a
 * JSON-or-file answer described like any zod answer.
 */
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
  const jsonIn = (answer: unknown) => {
    const { content, ...rest } = answer as JsonOrFileAnswer;
    const media = Object.entries(content ?? {}).map(([type, { schema: body }]) => {
      if (!(body instanceof $ZodType)) return [type, { schema: body }];
      // The JSON part of a JSON-or-file answer, described as the provider describes any answer.
      const one = jsonSchemaTransform({ ...input, schema: { response: { 200: body } } });
      return [type, { schema: (one.schema as { response: Record<string, unknown> }).response[200] }];
    });
    return content ? { ...rest, content: Object.fromEntries(media) } : answer;
  };
  const others = Object.entries(files).map(([status, answer]) => [status, jsonIn(answer)]);
  schema.response = { ...schema.response, ...Object.fromEntries(others) };
  return described;
};
