import { z } from 'zod';
import { webUrlSchema } from '../validation/index.ts';

/** What the channel calls say when they refuse (MESSAGE_CODES names each for the web). */
export const CHANNEL_MESSAGES = {
  notConnected: 'Connect the channel manager first: its address, property id and API key are needed',
  apiKeyUnreadable: 'The stored API key cannot be read with this server’s key: enter it again',
  propertyId: 'Enter the property id the channel manager shows for this resort',
  range: 'The sync range ends after it starts and spans at most 500 days',
  unknownRoomType: 'Map only room types of this installation',
  duplicateMapping: 'Each of our room types and rate plans maps to one channel entry only',
} as const;

/** The channel managers Seaberth speaks to; the adapter interface admits more later. */
export const CHANNEL_PROVIDERS = ['channex'] as const;
export type ChannelProvider = (typeof CHANNEL_PROVIDERS)[number];

/** Channex's production API; staging is https://staging.channex.io/api/v1. */
export const CHANNEX_DEFAULT_BASE_URL = 'https://app.channex.io/api/v1';

/** What a connection still lacks before anything can be pushed. */
export const CONNECTION_PARTS = ['baseUrl', 'propertyId', 'apiKey'] as const;
export type ConnectionPart = (typeof CONNECTION_PARTS)[number];

/**
 * `GET /api/ota/connection`: where the channel manager is and how the last contact went. The API
 * key is write-only: the answer says only whether one is stored.
 */
export const channelConnectionSchema = z.object({
  provider: z.enum(CHANNEL_PROVIDERS),
  enabled: z.boolean(),
  baseUrl: z.string(),
  propertyId: z.string(),
  apiKeySet: z.boolean(),
  /**
   * The secret Channex's booking webhook must send in the header `x-seaberth-webhook-secret`
   * (POST /api/ota/webhook); made when the connection is first saved.
   */
  webhookSecret: z.string(),
  /** notConnected: something is missing (see `missing`); failing: the last contact was refused. */
  status: z.enum(['notConnected', 'ok', 'failing', 'untested']),
  missing: z.array(z.enum(CONNECTION_PARTS)),
  lastCheck: z.object({ at: z.string(), ok: z.boolean(), message: z.string() }).nullable(),
});
export type ChannelConnection = z.infer<typeof channelConnectionSchema>;

/**
 * `PUT /api/ota/connection`: without `apiKey` the stored key stays, `null` removes it. Saving
 * checks nothing remote; `POST /api/ota/connection/test` does.
 */
export const channelConnectionInputSchema = z.object({
  provider: z.enum(CHANNEL_PROVIDERS).default('channex'),
  enabled: z.boolean(),
  baseUrl: webUrlSchema(),
  propertyId: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w-]*$/, CHANNEL_MESSAGES.propertyId)
    .default(''),
  apiKey: z.string().trim().min(8).max(500).nullable().optional(),
});
export type ChannelConnectionInput = z.output<typeof channelConnectionInputSchema>;

/** What the connection lacks, in the order a form asks for it. */
export function missingParts(connection: {
  baseUrl: string;
  propertyId: string;
  apiKeySet: boolean;
}): ConnectionPart[] {
  const missing: ConnectionPart[] = [];
  if (!connection.baseUrl) missing.push('baseUrl');
  if (!connection.propertyId) missing.push('propertyId');
  if (!connection.apiKeySet) missing.push('apiKey');
  return missing;
}
