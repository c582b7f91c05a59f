import type { LoyaltyCorrection, LoyaltyMembersQuery, LoyaltyRedeem } from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

/**
 * Under the generic `customer` key (a change of a customer drops its points too) and beside the
 * credit ledger's, which spending points adds to.
 */
export const loyaltyKeys = {
  all: [...resourceKeys('customer').all, 'loyalty'] as const,
  statement: (customer: string, page: number) =>
    [...resourceKeys('customer').all, 'loyalty', 'statement', customer, page] as const,
  members: (query: Partial<LoyaltyMembersQuery>) =>
    [...resourceKeys('customer').all, 'loyalty', 'members', query] as const,
};

export const STATEMENT_PAGE = 10;

/** `GET /api/customer/{id}/loyality`: balance, tier, the next tier and a page of the entries. */
export function useLoyaltyStatement(customer: string, page: number) {
  return useQuery({
    queryKey: loyaltyKeys.statement(customer, page),
    queryFn: () =>
      api.GET('/api/customer/{id}/loyality', {
        path: { id: customer },
        query: { page, size: STATEMENT_PAGE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/customer/loyality/members`: a page of the programme's members. */
export function useLoyaltyMembers(query: Partial<LoyaltyMembersQuery>) {
  return useQuery({
    queryKey: loyaltyKeys.members(query),
    queryFn: () => api.GET('/api/customer/loyality/members', { query }),
    placeholderData: keepPreviousData,
  });
}

/** Every loyalty answer and the customers' credit (points spent become credit) are read again. */
function useLoyaltyChange<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys('customer').all }),
  });
}

export function useRedeemPoints(customer: string) {
  return useLoyaltyChange((body: LoyaltyRedeem) =>
    api.POST('/api/customer/{id}/loyality/redeem', { path: { id: customer }, body }),
  );
}

export function useCorrectPoints(customer: string) {
  return useLoyaltyChange((body: LoyaltyCorrection) =>
    api.POST('/api/customer/{id}/loyality/correction', { path: { id: customer }, body }),
  );
}

export function useEarnNow() {
  return useLoyaltyChange(() => api.POST('/api/customer/loyality/earn', {}));
}

/** SPEC §7 `POST /api/customer/{customer}/loyality/test/{mail}`: the statement mailed to oneself. */
export function useLoyaltyTestMail() {
  return useMutation({
    mutationFn: ({ customer, mail }: { customer: string; mail: string }) =>
      api.POST('/api/customer/{customer}/loyality/test/{mail}', { path: { customer, mail } }),
  });
}
