import { z } from 'zod';
import { pageSchemaOf } from '../paging/index.ts';
import { defineResource } from '../resources/index.ts';
import { requiredWebUrlSchema } from '../validation/index.ts';

/** Another Seaberth installation (signed calls, jump, asset master) or a system we only frame. */
export const SYSTEM_CONNECTION_TYPES = ['seaberth', 'external'] as const;
export type SystemConnectionType = (typeof SYSTEM_CONNECTION_TYPES)[number];

/** The shared secret: long enough that guessing it is hopeless (HMAC-SHA256 over each call). */
export const MIN_CONNECTION_SECRET_LENGTH = 24;

/**
 * A connected system (SPEC §7 `/api/systemconnection`, bootstrap `systems`): its key names it in
 * the routes (`/jump/{key}`, `/api/master/{key}/booking`), the URL is where its web app and API
 * live, the secret is shared with the other installation and signs every call between them.
 */
export const systemConnectionResource = defineResource({
  name: 'systemconnection',
  scope: 'systemconnection',
  scopes: { read: ['admin'], create: ['admin'], update: ['admin'], delete: ['admin'] },
  features: ['connect'],
  schema: z.object({
    key: z
      .string()
      .trim()
      .min(2)
      .max(40)
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and dashes, e.g. reef-lodge'),
    name: z.string().trim().min(1).max(120),
    type: z.enum(SYSTEM_CONNECTION_TYPES).default('seaberth'),
    url: requiredWebUrlSchema({ message: 'Write the address like https://lodge.example.com' }),
    secret: z
      .string()
      .max(500)
      .optional()
      .refine(
        (secret) => !secret || secret.length >= MIN_CONNECTION_SECRET_LENGTH,
        `The shared secret needs at least ${MIN_CONNECTION_SECRET_LENGTH} characters`,
      )
      .meta({ ui: { widget: 'password', writeOnly: true, hideInList: true } }),
    isActive: z.boolean().default(true),
  }),
  search: ['key', 'name', 'url'],
  columns: ['key', 'name', 'type', 'url', 'isActive'],
  filters: ['type', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['key']],
});
export type SystemConnectionInput = z.input<typeof systemConnectionResource.schema>;

/** What bootstrap tells the web app about a connection: never the secret. */
export const connectedSystemSchema = z.object({
  key: z.string(),
  name: z.string(),
  label: z.string(),
  url: z.string(),
  type: z.enum(SYSTEM_CONNECTION_TYPES),
});
export type ConnectedSystem = z.infer<typeof connectedSystemSchema>;

/** `POST /api/systemconnection/{id}/test`: whether the other side answered and accepted our signature. */
export const connectionTestSchema = z.object({
  ok: z.boolean(),
  /** Why not, in words an operator can act on (unreachable, secret refused, not a Seaberth). */
  reason: z.string().nullable(),
  /** The other side's name for itself and its version, when it answered. */
  remoteName: z.string().nullable(),
  version: z.string().nullable(),
  ms: z.number().int(),
});
export type ConnectionTest = z.infer<typeof connectionTestSchema>;

/** `/api/users/{user}/link/{system}`: a local user's account in the connected installation. */
export const userLinkSchema = z.object({
  user: z.string(),
  system: z.string(),
  externalId: z.string(),
  externalEmail: z.string(),
  externalName: z.string(),
  createdAt: z.string(),
});
export type UserLink = z.infer<typeof userLinkSchema>;

/** POST body: the e-mail of the account over there (default: the local user's own). */
export const userLinkInputSchema = z.object({ email: z.email('Not an e-mail address').optional() });

/** `POST|GET /api/cauth/jump/{system}`: where the browser goes to arrive logged in over there. */
export const jumpAnswerSchema = z.object({
  url: z.string(),
  token: z.string(),
  expiresIn: z.number().int(),
});
export type JumpAnswer = z.infer<typeof jumpAnswerSchema>;

/** One booking of a connected installation, as the master and the search list it. */
export const remoteBookingSchema = z.object({
  id: z.string(),
  bookingNo: z.string(),
  state: z.string(),
  type: z.string(),
  from: z.string(),
  to: z.string(),
  leadName: z.string(),
  noOfPax: z.number().int(),
  asset: z.string(),
  assetType: z.enum(['resort', 'vessel']).nullable(),
  currency: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  bookingDate: z.string(),
});
export type RemoteBooking = z.infer<typeof remoteBookingSchema>;
export const remoteBookingPageSchema = pageSchemaOf(remoteBookingSchema);

/** A remote booking opened: its guests and rooms, read-only. */
export const remoteBookingDetailSchema = remoteBookingSchema.extend({
  system: z.string(),
  systemName: z.string(),
  guests: z.array(
    z.object({
      customer: z.string(),
      name: z.string(),
      email: z.string(),
      room: z.string(),
    }),
  ),
});
export type RemoteBookingDetail = z.infer<typeof remoteBookingDetailSchema>;

/**
 * The operator's words for the custom answers of a guest form, by their path in `data`
 * (`extra.{field}`: a question of the form definition, by language; `data.{key}`: a customer data
 * field, one text). An installation from before these were sent sends none: the key is shown.
 */
export const remoteFormLabelsSchema = z.record(
  z.string(),
  z.union([z.string(), z.record(z.string(), z.string())]),
);
export type RemoteFormLabels = z.infer<typeof remoteFormLabelsSchema>;

/** A guest form of a remote booking: who, its state, the answers as given and their labels. */
export const remoteGuestFormSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  state: z.string(),
  submittedAt: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  labels: remoteFormLabelsSchema.optional(),
});

/** A label as the reader reads it: their language, else English, else any text given. */
export function remoteLabel(label: RemoteFormLabels[string] | undefined, lang: string): string | undefined {
  if (label === undefined || typeof label === 'string') return label || undefined;
  return label[lang] || label.en || Object.values(label).find(Boolean);
}
export type RemoteGuestForm = z.infer<typeof remoteGuestFormSchema>;

/** A customer of a connected installation (customer references across installations). */
export const remoteCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type RemoteCustomer = z.infer<typeof remoteCustomerSchema>;

/** A till sale over there (`GET /api/pos/external/{system}`). */
export const remotePosItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number(),
  amount: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
});
export type RemotePosItem = z.infer<typeof remotePosItemSchema>;
