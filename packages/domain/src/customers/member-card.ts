import { z } from 'zod';

/**
 * The club's member card (SPEC §2 `/club/card`): the code its QR holds is
 * `SBM1.<customer id>.<signature>`, the signature an HMAC of the id under the server's secret, so
 * a code cannot be made up or changed into another guest's (the version `SBM1` lets a later format
 * stand beside it). Only the server signs and checks; the counter uses the shape to tell a scanned
 * card from a product's barcode.
 */
export const MEMBER_CODE_VERSION = 'SBM1';

const MEMBER_CODE =
  /^SBM1\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{32})$/;

/** The customer id and signature of a text shaped like a member code, else undefined. */
export function parseMemberCode(text: string): { customer: string; signature: string } | undefined {
  const match = MEMBER_CODE.exec(text.trim());
  return match ? { customer: match[1]!, signature: match[2]! } : undefined;
}

/** Whether a scanned or typed text is shaped like a member code (not whether it is signed right). */
export function looksLikeMemberCode(text: string): boolean {
  return parseMemberCode(text) !== undefined;
}

/** A member's card (`GET /api/customer/{id}/card`, `GET /api/customer/card/{code}`). */
export const memberCardSchema = z.object({
  customer: z.string(),
  name: z.string(),
  code: z.string(),
  /** The loyalty tier; null while the programme is off or the member has none. */
  tier: z.object({ name: z.string(), color: z.string() }).nullable(),
  /** The points balance; null while the loyalty programme is off. */
  points: z.number().int().nullable(),
  /** Who issues the card: the company's name and logo (print settings). */
  operator: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
});
export type MemberCard = z.infer<typeof memberCardSchema>;
