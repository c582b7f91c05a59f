import type { DatevSettingsInput, XeroSettingsInput } from '@seaberth/domain';
import { hasAnyScope } from '@seaberth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useSession } from '../../app/session-context.ts';

export const pluginKeys = {
  all: ['plugins'] as const,
  xero: ['plugins', 'xero'] as const,
  exports: (query: Record<string, unknown>) => ['plugins', 'xero', 'exports', query] as const,
  datev: ['plugins', 'datev'] as const,
};

export function useXeroSettings(enabled = true) {
  return useQuery({
    queryKey: pluginKeys.xero,
    queryFn: () => api.GET('/api/plugins/xero'),
    enabled,
    meta: { silent: true },
  });
}

export function useSaveXeroSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: XeroSettingsInput) => api.PUT('/api/plugins/xero', { body }),
    onSuccess: (view) => queryClient.setQueryData(pluginKeys.xero, view),
  });
}

export function useTestXero() {
  return useMutation({
    meta: { silent: true },
    mutationFn: () => api.POST('/api/plugins/xero/test'),
  });
}

/** The pushes to Xero, newest first; for one booking on its page. */
export function useXeroExports(query: { booking?: string; size?: number }, enabled = true) {
  return useQuery({
    queryKey: pluginKeys.exports(query),
    queryFn: () => api.GET('/api/plugins/xero/exports', { query }),
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
        ? api.PUT('/api/plugins/xero/invoice/{id}', { path: { id: invoice } })
        : api.DELETE('/api/plugins/xero/invoice/{id}', { path: { id: invoice } }),
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
  return api.GET('/api/plugins/xero/invoice/{id}', { path: { id: invoice } });
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
    queryFn: () => api.GET('/api/plugins/datev'),
    meta: { silent: true },
  });
}

export function useSaveDatevSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: DatevSettingsInput) => api.PUT('/api/plugins/datev', { body }),
    onSuccess: (view) => queryClient.setQueryData(pluginKeys.datev, view),
  });
}

export const downloadDatev = (from: string, to: string) =>
  api.download('/api/plugins/datev/export', { from, to });
