export * from './referral.ts';
export * from './referral-codes.ts';
export * from './referral-rules.ts';
