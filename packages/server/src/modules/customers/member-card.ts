import { MEMBER_CODE_VERSION, parseMemberCode } from '@seaberth/domain';
import type { Services } from '../../services.ts';

type Signer = Pick<Services, 'documentLinks'>;

/** What the signature covers: the purpose and the customer, so no other link's token fits. */
const subject = (customer: string) => `member-card/${customer}`;

/**
 * A member's code for the card's QR (`SBM1.<customer id>.<HMAC>`, see the domain's member-card):
 * signed with the server's secret through the document links, so nothing is stored and a code
 * cannot be guessed into another guest's record. The club's dashboard shows the same code.
 */
export function memberCode(services: Signer, customer: string): string {
  return `${MEMBER_CODE_VERSION}.${customer}.${services.documentLinks.sign(subject(customer))}`;
}

/** The customer a scanned code names when its signature is right, else undefined. */
export function memberOfCode(services: Signer, code: string): string | undefined {
  const parsed = parseMemberCode(code);
  if (!parsed) return undefined;
  return services.documentLinks.verify(subject(parsed.customer), parsed.signature)
    ? parsed.customer
    : undefined;
}
