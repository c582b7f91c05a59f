import { z } from 'zod';
import { defineResource } from '../resources/index.ts';
import { webUrlSchema } from '../validation/index.ts';

/** The technical security modules a till can sign with; each sits behind one adapter interface. */
export const TSE_TYPES = ['fiskaly'] as const;

/**
 * A technical security module (TSE) as Germany's KassenSichV asks of an electronic till: a cloud
 * TSE account (fiskaly SIGN DE) with its TSS. Tills name it and their own client id; every closed
 * sale and void of such a till is signed. The API secret is write-only: the server answers
 * `hasApiSecret` and keeps a stored secret when an update leaves it empty.
 */
export const tseResource = defineResource({
  name: 'tse',
  scope: 'pos',
  // Credentials: only an admin changes them; the counter reads which TSE its till signs with.
  scopes: { read: ['pos.read'], create: ['admin'], update: ['admin'], delete: ['admin'] },
  features: ['pos'],
  schema: z.object({
    name: z.string().trim().min(1).max(120),
    type: z.enum(TSE_TYPES).default('fiskaly'),
    /** Empty: fiskaly's own API; tests point it at a local server. */
    apiUrl: webUrlSchema({ message: 'Write a URL like https://api.example.com' }).meta({
      ui: { hideInList: true },
    }),
    apiKey: z.string().trim().min(1).max(500),
    apiSecret: z
      .string()
      .trim()
      .max(2000)
      .optional()
      .meta({ ui: { widget: 'password', writeOnly: true, hideInList: true } }),
    /** The TSS (the security module) registered at fiskaly. */
    tssId: z.uuid(),
    isActive: z.boolean().default(true),
  }),
  search: ['name'],
  columns: ['name', 'type', 'tssId', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});

/** Whether a TSE signed a transaction: pending until it answers, failed when it refused or was down. */
export const SIGNATURE_STATES = ['pending', 'signed', 'failed'] as const;
export type SignatureState = (typeof SIGNATURE_STATES)[number];

/** What a receipt prints of its signature (KassenSichV §6, DSFinV-K): null until signed. */
export const posSignatureSchema = z.object({
  transactionNumber: z.number().int(),
  signatureCounter: z.number().int(),
  signature: z.string(),
  algorithm: z.string(),
  publicKey: z.string(),
  timeStart: z.string(),
  timeEnd: z.string(),
  tssSerialNumber: z.string(),
  clientSerialNumber: z.string(),
  timestampFormat: z.string(),
  qrCodeData: z.string(),
});
export type PosSignature = z.output<typeof posSignatureSchema>;
