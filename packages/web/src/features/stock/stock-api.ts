import type { DeliveryInput, StockTransfer, StockUsed } from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { QueryOf } from '../../api/contract.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

export type StockQuery = QueryOf<'/api/product/stock', 'get'>;

/** The stock page's own answers; every movement drops them with the ledger's and the inventories' lists. */
export const stockKeys = { all: ['stock'] as const };
const movementKeys = resourceKeys('stockmovement');
const inventoryKeys = resourceKeys('inventory');

function useMovementDone() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: stockKeys.all }),
      client.invalidateQueries({ queryKey: movementKeys.all }),
      client.invalidateQueries({ queryKey: inventoryKeys.all }),
    ]);
}

/** `GET /api/product/stock`: a page of the stock per product and location. */
export function useStockPage(query: StockQuery) {
  return useQuery({
    queryKey: [...stockKeys.all, 'page', query],
    queryFn: () => api.GET('/api/product/stock', { query }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/product/{product}/stock/used`. */
export function useStockUsed() {
  const done = useMovementDone();
  return useMutation({
    mutationFn: ({ product, ...body }: StockUsed & { product: string }) =>
      api.POST('/api/product/{product}/stock/used', { path: { product }, body }),
    onSuccess: done,
  });
}

/** `POST /api/product/{product}/stock/transfer`: from one location to another. */
export function useTransfer() {
  const done = useMovementDone();
  return useMutation({
    mutationFn: ({ product, ...body }: StockTransfer & { product: string }) =>
      api.POST('/api/product/{product}/stock/transfer', { path: { product }, body }),
    onSuccess: done,
  });
}

/** `DELETE /api/product/{product}/stock/used/{ref}`: a counter-movement. */
export function useReverseUsed() {
  const done = useMovementDone();
  return useMutation({
    mutationFn: ({ product, ref }: { product: string; ref: string }) =>
      api.DELETE('/api/product/{product}/stock/used/{ref}', { path: { product, ref } }),
    onSuccess: done,
  });
}

/** `POST /api/supplier/{id}/deliveries`: goods received. */
export function useReceiveGoods() {
  const done = useMovementDone();
  return useMutation({
    mutationFn: ({ supplier, ...body }: DeliveryInput & { supplier: string }) =>
      api.POST('/api/supplier/{id}/deliveries', { path: { id: supplier }, body }),
    onSuccess: done,
  });
}

/** `POST /api/inventory`: a count started for a location. */
export function useStartInventory() {
  const done = useMovementDone();
  return useMutation({
    mutationFn: (body: { location: string; note?: string }) => api.POST('/api/inventory', { body }),
    onSuccess: done,
  });
}

/** `GET /api/inventory/{id}` with its lines. */
export function useInventory(id: string) {
  return useQuery({
    queryKey: [...inventoryKeys.all, 'detail', id],
    queryFn: () => api.GET('/api/inventory/{id}', { path: { id } }),
  });
}

/** `POST /api/inventory/{id}/lines/{product}`: one line counted. */
export function useCountLine(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ product, ...body }: { product: string; counted: number | null; reason?: string }) =>
      api.POST('/api/inventory/{id}/lines/{product}', { path: { id, product }, body }),
    onSuccess: (detail) => client.setQueryData([...inventoryKeys.all, 'detail', id], detail),
  });
}

/** `POST /api/inventory/{id}/close`: the differences booked. */
export function useCloseInventory(id: string) {
  const done = useMovementDone();
  return useMutation({
    mutationFn: (body: { reason?: string }) => api.POST('/api/inventory/{id}/close', { path: { id }, body }),
    onSuccess: done,
  });
}

/** `DELETE /api/inventory/{id}`: an open count abandoned. */
export function useDeleteInventory(id: string) {
  const done = useMovementDone();
  return useMutation({
    mutationFn: () => api.DELETE('/api/inventory/{id}', { path: { id } }),
    onSuccess: done,
  });
}
