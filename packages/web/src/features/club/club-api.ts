import type { ClubDataInput } from '@seaberth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** Everything of the member area under one key: a logout or a change drops it all at once. */
export const clubKeys = {
  all: ['club'] as const,
  part: (name: string) => ['club', name] as const,
};

export const useClubMember = (enabled: boolean) =>
  useQuery({
    queryKey: clubKeys.part('member'),
    queryFn: () => api.GET('/api/club/member'),
    enabled,
    // Staff have no club: the page says so itself instead of an error snackbar.
    meta: { silent: true },
    retry: false,
  });

export const useClubBookings = () =>
  useQuery({ queryKey: clubKeys.part('bookings'), queryFn: () => api.GET('/api/club/bookings') });

/** The member's own guest forms (`GET /api/guestform/self`), each with its link to fill in. */
export const useClubForms = () =>
  useQuery({ queryKey: clubKeys.part('forms'), queryFn: () => api.GET('/api/guestform/self') });

export const useClubInvoices = () =>
  useQuery({ queryKey: clubKeys.part('invoices'), queryFn: () => api.GET('/api/club/invoices') });

export const useClubDives = (enabled: boolean) =>
  useQuery({ queryKey: clubKeys.part('dives'), queryFn: () => api.GET('/api/club/dives'), enabled });

export const useClubLoyalty = (enabled: boolean) =>
  useQuery({
    queryKey: clubKeys.part('loyalty'),
    queryFn: () => api.GET('/api/club/loyalty', { query: { page: 0, size: 20 } }),
    enabled,
    // The header leaves out what did not come; the points tab shows the error itself.
    meta: { silent: true },
  });

export const useClubReferrals = () =>
  useQuery({ queryKey: clubKeys.part('referrals'), queryFn: () => api.GET('/api/club/referrals') });

/** Asks for a code to share (`POST /api/club/referrals`): the answer is the member's codes and friends. */
export function useRequestClubCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/club/referrals'),
    onSuccess: (referrals) => client.setQueryData(clubKeys.part('referrals'), referrals),
  });
}

export const useClubContests = (enabled: boolean) =>
  useQuery({ queryKey: clubKeys.part('contests'), queryFn: () => api.GET('/api/club/contests'), enabled });

export const useClubData = () =>
  useQuery({ queryKey: clubKeys.part('data'), queryFn: () => api.GET('/api/club/data') });

export function useSaveClubData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClubDataInput & { version: number }) => api.POST('/api/club/data', { body }),
    onSuccess: (saved) => {
      client.setQueryData(clubKeys.part('data'), saved);
      void client.invalidateQueries({ queryKey: clubKeys.part('member') });
    },
  });
}

/** Enter or leave a contest as oneself (the contest's own calls, which know a member's login). */
export function useContestEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contest, enter }: { contest: string; enter: boolean }) =>
      enter
        ? api.POST('/api/contest/{id}/subscribe', { path: { id: contest }, body: {} })
        : api.POST('/api/contest/{id}/unsubscribe', { path: { id: contest }, body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: clubKeys.part('contests') }),
  });
}

export const downloadInvoice = (id: string) =>
  api.download(`/api/club/invoices/${encodeURIComponent(id)}/pdf`);
export const downloadLogbook = () => api.download('/api/club/dives/uddf');
