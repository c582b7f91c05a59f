import { randomInt } from 'node:crypto';
import { generateReferralCode, REFERRAL_MESSAGES, referralResource } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { RecordHistoryRepository, type VersionActor } from '../../db/record-history.repository.ts';
import { refusal } from '../../http/errors.ts';
import { ReferralsRepository } from './referrals.repository.ts';

/** Tries before a drawn code counts as taken: 25^8 codes make even one clash rare. */
const DRAWS = 5;

/**
 * A member asks for a code to share (`POST /api/club/referrals`): the code they hold and may give
 * (active, not past its last day) when there is one, else a new drawn code on the terms of the
 * operator's newest active code (its special and reward; none yet: no special, no reward, for the
 * operator to set on /crm/referral). The customer's row is locked first, so two requests at once
 * give one code: the second waits and then finds the first's. Answers whether a code was made.
 */
export async function issueMemberCode(
  db: Db,
  customer: string,
  today: string,
  actor: VersionActor,
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const repository = new ReferralsRepository(tx);
    await repository.lockCustomer(customer);
    if (await repository.usableCodeOf(customer, today)) return false;
    const terms = await repository.newestTerms();
    for (let i = 0; i < DRAWS; i++) {
      const code = generateReferralCode(randomInt);
      if (await repository.codeTaken(code)) continue;
      const row = await repository.insertCode({
        customer,
        code,
        special: terms?.special ?? null,
        rewardAmount: terms?.rewardAmount ?? 0,
        rewardCurrency: terms?.rewardCurrency ?? 'EUR',
        note: 'Requested by the guest in the club',
      });
      await new RecordHistoryRepository(tx).write(
        tx,
        { resource: referralResource.name, record: row.id, version: row.version, action: 'create' },
        actor,
        null,
        row,
        referralResource,
      );
      return true;
    }
    throw refusal('CONFLICT', REFERRAL_MESSAGES.noFreeCode);
  });
}
