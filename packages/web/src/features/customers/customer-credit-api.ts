import type { CustomerCreditBalance, CustomerCreditEntry, CustomerCreditInput } from '@seaberth/domain';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { resourceKeys } from '../../resources/use-resource.ts';
import { bookingKeys } from '../bookings/index.ts';
import { type LedgerDefinition, ledgerParams, useAddLedgerEntry } from '../ledger/index.ts';

/** Under the generic `customer` key, so a change of a customer drops its credit too. */
export const customerCreditKeys = { all: [...resourceKeys('customer').all, 'credits'] as const };

/**
 * The customers' credit ledger (`/ccredits`, `GET/POST /api/customer/credits`). An entry may pay a
 * booking or take money off it, so every booking on screen reloads after one.
 */
export const customerLedger: LedgerDefinition<
  CustomerCreditEntry,
  CustomerCreditBalance,
  CustomerCreditInput
> = {
  texts: 'customers.credits',
  page: (query, paging) => api.GET('/api/customer/credits', { query: { ...query, ...paging } }),
  add: (body) => api.POST('/api/customer/credits', { body }),
  reverse: (entry, note) =>
    api.POST('/api/customer/credits/{id}/reverse', { path: { id: entry }, body: { note } }),
  key: customerCreditKeys.all,
  alsoChanges: [bookingKeys.all, bookingKeys.trip],
  updateScopes: ['customers.update'],
  owner: (row) => ({ id: row.customer, name: row.customerName, to: `/customer/${row.customer}` }),
  reverseConsequence: (entry, t) =>
    entry.payment
      ? t(entry.amount < 0 ? 'customers.credits.reversePaid' : 'customers.credits.reverseKept', {
          booking: entry.bookingNo ?? entry.booking ?? '',
        })
      : null,
};

/** `POST /api/customer/credits`: a voucher, an overpayment kept, a booking paid from the credit… */
export function useAddCustomerCredit() {
  return useAddLedgerEntry(customerLedger);
}

/**
 * What each of these customers holds (only balances not zero, per currency): one small page of
 * each one's ledger, cached with the ledger so an entry anywhere refreshes it.
 */
export function useCustomerBalances(customers: readonly string[], enabled = true) {
  const results = useQueries({
    queries: customers.map((customer) => {
      const params = ledgerParams({ customer }, { page: 0, size: 1 });
      return {
        queryKey: [...customerCreditKeys.all, params],
        queryFn: () => api.GET('/api/customer/credits', { query: { customer, page: 0, size: 1 } }),
        enabled: enabled && Boolean(customer),
        meta: { silent: true },
      };
    }),
  });
  const byCustomer = new Map<string, CustomerCreditBalance[]>(
    customers.map((customer, index) => [customer, results[index]?.data?.balances ?? []]),
  );
  return { byCustomer, isLoading: results.some((result) => result.isLoading) };
}

/** What a customer holds in one currency (0 when nothing). */
export function heldIn(balances: readonly CustomerCreditBalance[] | undefined, currency: string): number {
  return balances?.find((balance) => balance.currency === currency)?.balance ?? 0;
}
