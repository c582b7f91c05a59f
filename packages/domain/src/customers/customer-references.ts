import { z } from 'zod';

/**
 * A customer's id in a connected system (`/api/customer/{id}/reference/...`): an accounting
 * system's contact, a channel manager's guest. The adapters that use them come later; the server
 * keeps the mapping, one external id belonging to one customer per system.
 */
export const referenceSystemSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_.-]*$/, 'Key may only contain letters, digits, dots, dashes and underscores');
export const referenceExternalSchema = z.string().min(1).max(200);

export const customerReferenceParamsSchema = z.object({
  id: z.uuid(),
  system: referenceSystemSchema,
  external: referenceExternalSchema,
});

/** `PUT` and `POST {id}/reference/{system}/{external}`: what the system wants kept beside its id. */
export const customerReferenceInputSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullable().default(null),
});
export type CustomerReferenceInput = z.input<typeof customerReferenceInputSchema>;

export const customerReferenceSchema = z.object({
  customer: z.string(),
  system: z.string(),
  external: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerReference = z.infer<typeof customerReferenceSchema>;
