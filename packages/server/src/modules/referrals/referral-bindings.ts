import { randomInt } from 'node:crypto';
import { generateReferralCode, referralListFields, referralResource } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { referenceConstraintMessages, validationError } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import { ReferralsRepository } from './referrals.repository.ts';

referenceConstraintMessages.set(
  'referral_uses_referral_referrals_id_fk',
  'This code was given for bookings: switch it off instead of deleting it',
);

/** Tries before a generated code counts as taken: 25^8 codes make even one clash rare. */
const GENERATE_TRIES = 5;

/**
 * `/api/referral` through the generic layer: its list adds the referrer's name and how often each
 * code was used and rewarded (and sorts and searches by them); a code left empty is generated.
 */
export function referralBindings(db: Db): ResourceBinding[] {
  const repository = new ReferralsRepository(db);
  return [
    {
      definition: referralResource,
      table: t.referrals,
      listFields: referralListFields,
      list: (query, visible) => repository.page(query, visible),
      toRow: async (input) => {
        if (!(await repository.customerExists(String(input.customer))))
          throw validationError([{ path: 'customer', message: 'No such customer' }]);
        if (input.special && !(await repository.specialExists(String(input.special))))
          throw validationError([{ path: 'special', message: 'No such special' }]);
        if (input.code) return input;
        for (let i = 0; i < GENERATE_TRIES; i++) {
          const code = generateReferralCode(randomInt);
          if (!(await repository.codeTaken(code))) return { ...input, code };
        }
        throw validationError([{ path: 'code', message: 'Enter a code' }]);
      },
    },
  ];
}
