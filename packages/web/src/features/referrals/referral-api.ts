import { generateReferralCode } from '@seaberth/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

/** Under the generic `referral` key, so saving a code refreshes its uses and the customer's page. */
export const referralKeys = {
  all: resourceKeys('referral').all,
  uses: (id: string) => [...resourceKeys('referral').all, 'uses', id] as const,
  customer: (id: string) => [...resourceKeys('referral').all, 'customer', id] as const,
};

/** `GET /api/referral/{id}/uses`: the bookings a code was given for, with their rewards. */
export function useReferralUses(id: string) {
  return useQuery({
    queryKey: referralKeys.uses(id),
    queryFn: () => api.GET('/api/referral/{id}/uses', { path: { id } }),
  });
}

/** `GET /api/customer/{id}/referrals`: a guest's codes, whom they brought and who brought them. */
export function useCustomerReferrals(customer: string, enabled = true) {
  return useQuery({
    queryKey: referralKeys.customer(customer),
    queryFn: () => api.GET('/api/customer/{id}/referrals', { path: { id: customer } }),
    enabled,
  });
}

/** `GET /api/referral/check`: a code checked for the booking's customer (its referrer and special). */
export function checkReferralCode(code: string, customer?: string) {
  return api.GET('/api/referral/check', { query: { code, ...(customer ? { customer } : {}) } });
}

/** A readable new code, drawn by the browser's cryptographic random numbers. */
export function newReferralCode(): string {
  return generateReferralCode((n) => {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    return (value ?? 0) % n;
  });
}
