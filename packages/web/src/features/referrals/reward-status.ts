import type { ReferralUseView } from '@seaberth/domain';
import type { TFunction } from 'i18next';
import { formatInstant } from '../../app/format-dates.ts';

type Reward = NonNullable<ReferralUseView['reward']>;

/**
 * What became of a reward, in words: credited, taken back with its cancelled booking (from the
 * ledger, or only marked when the referrer had spent the credit), or superseded by a merge.
 */
export function rewardStatus(
  t: TFunction,
  format: (amount: number, currency: string) => string,
  reward: Reward,
) {
  const amount = format(reward.amount, reward.currency);
  if (reward.reversedAt)
    return t(reward.reversal ? 'referrals.rewardReversed' : 'referrals.rewardReversedSpent', {
      amount,
      date: formatInstant(reward.reversedAt, false),
    });
  if (reward.supersededBy) return t('referrals.rewardSuperseded', { amount });
  return t('referrals.rewarded', { amount, date: formatInstant(reward.createdAt, false) });
}
