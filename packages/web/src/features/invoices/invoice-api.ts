import type { Invoice } from '@seaberth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { QueryOf } from '../../api/contract.ts';

/** What the invoice list asks for: paging, sort, search and its filters. */
export type InvoiceListQuery = QueryOf<'/api/invoice', 'get'>;
import { bookingKeys } from '../bookings/index.ts';

const id = (value: string) => encodeURIComponent(value);

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: Record<string, unknown>) => ['invoices', 'list', query] as const,
  booking: (booking: string) => [...bookingKeys.detail(booking), 'invoices'] as const,
};

export function useBookingInvoices(booking: string) {
  return useQuery({
    queryKey: invoiceKeys.booking(booking),
    queryFn: () => api.GET('/api/bookings/{id}/invoices', { path: { id: booking } }),
    meta: { silent: true },
  });
}

export function useInvoiceList(query: InvoiceListQuery) {
  return useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: () => api.GET('/api/invoice', { query }),
    placeholderData: (previous) => previous,
    meta: { silent: true },
  });
}

/** After issuing or crediting: the booking's invoices and every invoice list are stale. */
function useInvalidate(booking?: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    if (booking) await queryClient.invalidateQueries({ queryKey: invoiceKeys.booking(booking) });
  };
}

export function useIssueInvoice(booking: string) {
  const invalidate = useInvalidate(booking);
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: { payer?: string; lines?: string[]; dueDays?: number }) =>
      api.POST('/api/bookings/{id}/invoice', { path: { id: booking }, body }),
    onSuccess: invalidate,
  });
}

export function useCreditInvoice(booking?: string) {
  const invalidate = useInvalidate(booking);
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ invoice, reason }: { invoice: string; reason: string }) =>
      api.POST('/api/invoice/{id}/credit', { path: { id: invoice }, body: { reason } }),
    onSuccess: invalidate,
  });
}

export const downloadInvoice = (invoice: Pick<Invoice, 'id'>) =>
  api.download(`/api/invoice/${id(invoice.id)}/pdf`);

/** A link the payer opens without login; shown on the page to copy into a mail. */
export function usePublicInvoiceLink(booking: string) {
  return useMutation({
    meta: { silent: true },
    mutationFn: (invoice: string) =>
      api.POST('/api/bookings/{id}/invoice/public', { path: { id: booking }, body: { invoice } }),
  });
}
