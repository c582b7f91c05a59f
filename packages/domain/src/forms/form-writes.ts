import { z } from 'zod';
import { LANGUAGES } from '../users/index.ts';

/** What the form calls say when they refuse (MESSAGE_CODES names each for the web). */
export const FORM_WRITE_MESSAGES = {
  nothingToChange: 'Name at least one field to change',
  notAnswered: 'Only an answered form is opened again',
} as const;

/**
 * `POST /api/form/{id}`: a sent form's language, or an answered form opened again so the customer
 * corrects the answers by the same link; `version` is the form's as the caller saw it.
 */
export const formChangeSchema = z
  .object({
    language: z.enum(LANGUAGES).optional(),
    reopen: z.literal(true).optional(),
    version: z.number().int().min(1),
  })
  .refine((change) => change.language !== undefined || change.reopen !== undefined, {
    message: FORM_WRITE_MESSAGES.nothingToChange,
    path: ['language'],
  });
export type FormChange = z.output<typeof formChangeSchema>;

/** `POST /api/form/{id}/copy`: the same form sent again, new and open, to its customer or another. */
export const formCopySchema = z.object({
  customer: z.uuid().optional(),
  /** Mail the new link to the customer's address now. */
  mail: z.boolean().default(false),
});
export type FormCopy = z.output<typeof formCopySchema>;
