import { api } from '../../api/client.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

/** Under the contests' keys, so a change refreshes the list's states and counts with the entries. */
export const contestKeys = {
  all: resourceKeys('contest').all,
  subscription: (id: string) => [...resourceKeys('contest').all, 'subscription', id] as const,
};

/** The contest calls of SPEC §7 and the draw, through the typed client. */
export const contestApi = {
  subscription: (id: string) => api.GET('/api/contest/{id}/subscription', { path: { id } }),
  subscribe: (id: string, customer: string) =>
    api.POST('/api/contest/{id}/subscribe', { path: { id }, body: { customer } }),
  unsubscribe: (id: string, customer: string) =>
    api.POST('/api/contest/{id}/unsubscribe', { path: { id }, body: { customer } }),
  draw: (id: string) => api.POST('/api/contest/{id}/draw', { path: { id } }),
};
