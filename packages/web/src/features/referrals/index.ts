// Referral codes (issue 37): the codes' list, a customer's codes on their record, and the check
// the booking wizard asks when a guest gives a friend's code.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { checkReferralCode } from './referral-api.ts';
export { CustomerReferralsSection } from './customer-referrals-section.tsx';

export const referralsScreen = lazyScreen(() =>
  import('./referrals-page.tsx').then((m) => ({ default: m.ReferralsPage })),
);
