import {
  AGENCY_CREDIT_PAGE_SIZE,
  type Agency,
  type AgencyCreditEntry,
  type AgencyCreditInput,
  type AgencyCreditKind,
  type AgencyCredits,
  type AgencyPayments,
  type AgencyStatement,
} from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { api, isApiError } from '../../api/client.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

/** The stored agency as the screens read it (the generic record is loosely typed). */
export type AgencyRecord = Agency & { version: number };

/** The screens here explain their failures themselves (alerts in sections and dialogs). */
const SILENT = { silent: true } as const;

const id = (value: string) => encodeURIComponent(value);

/** Under the generic `agency` resource, so a change of an agency drops its ledger and payments too. */
export const agencyKeys = {
  all: resourceKeys('agency').all,
  credits: () => [...resourceKeys('agency').all, 'credits'] as const,
  creditList: (params: Record<string, string>) => [...resourceKeys('agency').all, 'credits', params] as const,
  payments: (agency: string, from: string, to: string) =>
    [...resourceKeys('agency').all, 'payments', agency, from, to] as const,
};

/** A period of days, both ends included (`YYYY-MM-DD`). */
export interface Period {
  from: string;
  to: string;
}

/** The calendar month of today: the period the money screens start with. */
export function thisMonth(today = dayjs()): Period {
  return {
    from: today.startOf('month').format('YYYY-MM-DD'),
    to: today.endOf('month').format('YYYY-MM-DD'),
  };
}

export interface CreditQuery {
  agency?: string;
  from?: string;
  to?: string;
  kind?: AgencyCreditKind;
}

/** Which page of the ledger (0-based) and how many entries a page holds. */
export interface CreditPaging {
  page: number;
  size: number;
}

/** The pager's choices of entries per page; the server's default is among them. */
export const CREDIT_PAGE_SIZES = [25, AGENCY_CREDIT_PAGE_SIZE, 100];
export const FIRST_CREDIT_PAGE: CreditPaging = { page: 0, size: AGENCY_CREDIT_PAGE_SIZE };

/** Empty filters stay out of the address (and of the cache key); the page and its size are always asked for. */
function creditParams(query: CreditQuery, paging: CreditPaging): Record<string, string> {
  const filters = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return { ...Object.fromEntries(filters), page: String(paging.page), size: String(paging.size) };
}

/** `GET /api/agency/credits`: one page of the entries (newest first), their total and each agency's balance. */
export function useAgencyCredits(query: CreditQuery, paging = FIRST_CREDIT_PAGE, enabled = true) {
  const params = creditParams(query, paging);
  return useQuery({
    queryKey: agencyKeys.creditList(params),
    queryFn: () => api.get<AgencyCredits>('/api/agency/credits', params),
    placeholderData: keepPreviousData,
    enabled,
    meta: SILENT,
  });
}

/** `POST /api/agency/credits`: a new entry; every ledger on screen reloads. */
export function useAddCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: SILENT,
    mutationFn: (body: AgencyCreditInput) => api.post<AgencyCreditEntry>('/api/agency/credits', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.credits() }),
  });
}

/** `POST /api/agency/credits/{id}/reverse`: the entry is cancelled by a counter-entry, never deleted. */
export function useReverseCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: SILENT,
    mutationFn: ({ entry, note }: { entry: string; note: string }) =>
      api.post<AgencyCreditEntry>(`/api/agency/credits/${id(entry)}/reverse`, { note }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.credits() }),
  });
}

/** `GET /api/bookings/agency/payments/{agency}`: the payments of a period and their bookings. */
export function useAgencyPayments(agency: string, period: Period) {
  const ready = Boolean(agency && period.from && period.to && period.from <= period.to);
  return useQuery({
    queryKey: agencyKeys.payments(agency, period.from, period.to),
    queryFn: () =>
      api.get<AgencyPayments>(`/api/bookings/agency/payments/${id(agency)}`, {
        from: period.from,
        to: period.to,
      }),
    enabled: ready,
    placeholderData: keepPreviousData,
    meta: SILENT,
  });
}

/** The statement's rows of a period, as the PDF prints them (`?format=json`). */
export function useAgencyStatement(agency: string, period: Period) {
  const ready = Boolean(agency && period.from && period.to && period.from <= period.to);
  return useQuery({
    queryKey: [...agencyKeys.payments(agency, period.from, period.to), 'statement'],
    queryFn: () =>
      api.get<AgencyStatement>(statementPath(agency), { from: period.from, to: period.to, format: 'json' }),
    enabled: ready,
    placeholderData: keepPreviousData,
    meta: SILENT,
  });
}

/** The statement of an agency's bookings arriving in the period (`GET /api/agency/{agency}/print/statement`). */
export function statementPath(agency: string): string {
  return `/api/agency/${id(agency)}/print/statement`;
}

/** 409 CREDIT_LIMIT: the booking would push the agency past its credit limit. */
export function isCreditLimit(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.body.description === 'CREDIT_LIMIT';
}
