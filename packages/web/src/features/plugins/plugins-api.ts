import type {
  DatevSettingsInput,
  DatevSettingsView,
  InvoiceExport,
  InvoiceExportList,
  XeroInvoiceState,
  XeroSettingsInput,
  XeroSettingsView,
  XeroTestResult,
} from '@seaberth/domain';
import { hasAnyScope } from '@seaberth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useSession } from '../../app/session-context.ts';

const id = (value: string) => encodeURIComponent(value);

export const pluginKeys = {
  all: ['plugins'] as const,
  xero: ['plugins', 'xero'] as const,
  exports: (query: Record<string, unknown>) => ['plugins', 'xero', 'exports', query] as const,
  datev: ['plugins', 'datev'] as const,
};

export function useXeroSettings(enabled = true) {
  return useQuery({
    queryKey: pluginKeys.xero,
    queryFn: () => api.get<XeroSettingsView>('/api/plugins/xero'),
    enabled,
    meta: { silent: true },
  });
}

export function useSaveXeroSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: XeroSettingsInput) => api.put<XeroSettingsView>('/api/plugins/xero', body),
    onSuccess: (view) => queryClient.setQueryData(pluginKeys.xero, view),
  });
}

export function useTestXero() {
  return useMutation({
    meta: { silent: true },
    mutationFn: () => api.post<XeroTestResult>('/api/plugins/xero/test'),
  });
}

/** The pushes to Xero, newest first; for one booking on its page. */
export function useXeroExports(query: { booking?: string; size?: number }, enabled = true) {
  return useQuery({
    queryKey: pluginKeys.exports(query),
    queryFn: () => api.get<InvoiceExportList>('/api/plugins/xero/exports', query),
    enabled,
    meta: { silent: true },
  });
}

/** Send (`send`: PUT, created or updated at Xero) or void (DELETE) one document. */
export function useXeroAction() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ invoice, action }: { invoice: string; action: 'send' | 'void' }) =>
      action === 'send'
        ? api.put<InvoiceExport>(`/api/plugins/xero/invoice/${id(invoice)}`)
        : api.del<InvoiceExport>(`/api/plugins/xero/invoice/${id(invoice)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pluginKeys.xero }),
  });
}

/** The booking page's invoice widget: every document of the booking not at Xero yet. */
export function useXeroWidgetPush(booking: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: () => api.PUT('/api/widget/invoice/{id}', { path: { id: booking } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pluginKeys.xero }),
  });
}

export function fetchXeroState(invoice: string) {
  return api.get<XeroInvoiceState>(`/api/plugins/xero/invoice/${id(invoice)}`);
}

/** Whether the booking page offers "Send to Xero": administrators, with the plugin switched on. */
export function useXeroOnBookingPage(): boolean {
  const { principal } = useSession();
  const admin = hasAnyScope(principal, ['admin']);
  const settings = useXeroSettings(admin);
  return admin && settings.data?.enabled === true;
}

export function useDatevSettings() {
  return useQuery({
    queryKey: pluginKeys.datev,
    queryFn: () => api.get<DatevSettingsView>('/api/plugins/datev'),
    meta: { silent: true },
  });
}

export function useSaveDatevSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: DatevSettingsInput) => api.put<DatevSettingsView>('/api/plugins/datev', body),
    onSuccess: (view) => queryClient.setQueryData(pluginKeys.datev, view),
  });
}

export const downloadDatev = (from: string, to: string) =>
  api.download('/api/plugins/datev/export', { from, to });
