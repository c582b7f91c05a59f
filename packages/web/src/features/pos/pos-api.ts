import type { PosReceipt } from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

/** Every answer about sales lives under the pos resource's keys: a sale or a void drops them all. */
export const posKeys = resourceKeys('pos');

export type PosListQuery = {
  page: number;
  size: number;
  search?: string;
  filter?: string;
  sort?: string;
  order?: 1 | -1;
};

/** `GET /api/pos`: a page of transactions (the generic list with its filters). */
export function usePosPage(query: PosListQuery) {
  return useQuery({
    queryKey: [...posKeys.all, 'page', query],
    queryFn: () => api.GET('/api/pos', { query }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/pos/catalogue`: what the counter sells at a till, by category. */
export function usePosCatalogue(till: string | null) {
  return useQuery({
    queryKey: [...posKeys.all, 'catalogue', till],
    queryFn: () => api.GET('/api/pos/catalogue', { query: till ? { till } : {} }),
    staleTime: 60_000,
  });
}

/** `GET /api/pos/guests`: in-house guests by name, room or booking number. */
export function usePosGuests(search: string, till: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...posKeys.all, 'guests', search, till],
    queryFn: () =>
      api.GET('/api/pos/guests', { query: { ...(search ? { search } : {}), ...(till ? { till } : {}) } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/pos/{id}`: one receipt with its lines and payments. */
export function usePosReceipt(id: string | null) {
  return useQuery({
    queryKey: [...posKeys.all, 'receipt', id],
    queryFn: () => api.GET('/api/pos/{id}', { path: { id: id! } }) as Promise<PosReceipt>,
    enabled: id !== null,
  });
}

/** The counter's writes; each answers the receipt as it is now and refreshes the lists. */
export function usePosActions() {
  const client = useQueryClient();
  const settle = (receipt: PosReceipt) => {
    client.setQueryData([...posKeys.all, 'receipt', receipt.id], receipt);
    void client.invalidateQueries({ queryKey: [...posKeys.all, 'page'] });
    return receipt;
  };
  const add = useMutation({
    mutationFn: (body: {
      till?: string;
      transaction?: string;
      items: { product: string; quantity: number }[];
    }) => api.POST('/api/pos/product', { body }).then(settle),
  });
  const quantity = useMutation({
    mutationFn: ({ item, quantity }: { item: string; quantity: number }) =>
      api.POST('/api/pos/product/{item}', { path: { item }, body: { quantity } }).then(settle),
  });
  const remove = useMutation({
    mutationFn: (item: string) => api.DELETE('/api/pos/product/{item}', { path: { item } }).then(settle),
  });
  const pay = useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: string;
      kind: 'cash' | 'card' | 'folio';
      amount?: number;
      currency?: string;
      key?: string;
      roomBooking?: string;
      customer?: string;
    }) => api.POST('/api/pos/{id}/payment', { path: { id }, body }).then(settle),
  });
  const toRoom = useMutation({
    mutationFn: (body: { transaction: string; booking: string; room: string; customer: string }) =>
      api
        .POST('/api/pos/booking/{booking}/{room}', {
          path: { booking: body.booking, room: body.room },
          body: { transaction: body.transaction, customer: body.customer },
        })
        .then(settle),
  });
  const voidSale = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.POST('/api/pos/{id}/void', { path: { id }, body: { reason } }).then(settle),
  });
  // KassenSichV: receipts the TSE did not sign (an outage) signed again, one or all.
  const sign = useMutation({
    mutationFn: (id: string) => api.POST('/api/pos/{id}/sign', { path: { id } }).then(settle),
  });
  const signAll = useMutation({
    mutationFn: () =>
      api.POST('/api/pos/sign').then((answer) => {
        void client.invalidateQueries({ queryKey: posKeys.all });
        return answer;
      }),
  });
  const tabGuest = useMutation({
    mutationFn: ({ id, ...body }: { id: string; roomBooking: string | null; customer?: string }) =>
      api.POST('/api/pos/{id}/guest', { path: { id }, body }).then(settle),
  });
  // A room's bill paid at the till: the booking's payment and the till's settlement.
  const payBill = useMutation({
    mutationFn: ({
      roomId,
      ...body
    }: {
      roomId: string;
      till: string;
      kind: 'cash' | 'card';
      amount: number;
      currency?: string;
      customer?: string;
      key?: string;
    }) =>
      api.POST('/api/bookings/onsite/{roomId}/payment', { path: { roomId }, body }).then((receipt) => {
        void client.invalidateQueries({ queryKey: posKeys.all });
        return receipt;
      }),
  });
  return { add, quantity, remove, pay, toRoom, voidSale, sign, signAll, payBill, tabGuest };
}

/** `POST /api/pos/{id}/print`: the receipt opened as a page to print. */
export const printReceipt = (id: string) =>
  api.openDocument(`/api/pos/${encodeURIComponent(id)}/print`, { format: 'html' }, { body: {} });

/** `GET /api/customer/card/{code}`: the member whose card the counter scanned (404: not our card). */
export function findMember(code: string) {
  return api.GET('/api/customer/card/{code}', { path: { code } });
}

/** `GET /api/pos/guests?customer=`: one guest's stays the till may charge today. */
export function memberStays(customer: string, till: string | null) {
  return api.GET('/api/pos/guests', { query: { customer, ...(till ? { till } : {}) } });
}
