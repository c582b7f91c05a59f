export * from './referral-bindings.ts';
export * from './referral-issue.ts';
export * from './referral-store.ts';
export * from './referrals.routes.ts';
export { ReferralsRepository } from './referrals.repository.ts';
