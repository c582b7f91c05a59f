import type { FieldDescriptor } from '@seaberth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { type FieldOverrides, toSchemaInput } from './form-values.ts';

export interface ResourceResolverOptions {
  schema: z.ZodObject;
  fields: FieldDescriptor[];
  overrides?: FieldOverrides;
  errorMap?: (issue: $ZodRawIssue) => string | undefined;
  /** Message for a JSON field whose text does not parse. */
  invalidJson: string;
}

/**
 * `zodResolver(definition.schema)` behind a translation step: inputs hold text (empty strings,
 * JSON text), the schema wants values (undefined, null, parsed objects). Validation and the
 * submitted body both come from the schema, so the server sees exactly what the domain allows.
 */
export function resourceResolver({
  schema,
  fields,
  overrides,
  errorMap,
  invalidJson,
}: ResourceResolverOptions): Resolver {
  const validate = zodResolver(schema, errorMap ? { error: errorMap } : undefined) as unknown as Resolver;
  return async (values, context, options) => {
    const { input, jsonErrors } = toSchemaInput(fields, values, overrides);
    const result = await validate(input as FieldValues, context, options);
    const jsonPaths = Object.keys(jsonErrors);
    if (jsonPaths.length === 0) return result;
    const errors: FieldErrors = { ...result.errors };
    for (const path of jsonPaths) {
      setDeep(errors, path, { type: 'json', message: invalidJson });
    }
    return { values: {}, errors };
  };
}

function setDeep(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] = { ...((node[key] as Record<string, unknown>) ?? {}) };
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]] = value;
}
