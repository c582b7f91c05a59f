import type { AssignBankEntry, BankImportResult } from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { AnswerOf } from '../../api/contract.ts';
import { resourceKeys } from '../../resources/use-resource.ts';
import { uploadFile } from '../media/index.ts';
import type { CsvMapping, EntryFilters, StatementPreview } from './bank-types.ts';

/** The screens here explain their failures themselves (alerts in sections and dialogs). */
const SILENT = { silent: true } as const;

const id = (value: string) => encodeURIComponent(value);

/**
 * Under the generic `bank` and `bankentry` resources, so an edit of an account or a write through
 * the generic layer drops these answers too.
 */
export const bankKeys = {
  all: resourceKeys('bank').all,
  entries: (bank: string, params?: Record<string, string>) =>
    [...resourceKeys('bank').all, 'entries', bank, ...(params ? [params] : [])] as const,
  review: (bank: string, params?: Record<string, string>) =>
    [...resourceKeys('bank').all, 'review', bank, ...(params ? [params] : [])] as const,
  balance: (params: Record<string, string>) => [...resourceKeys('bank').all, 'balance', params] as const,
  cashflow: (params: Record<string, string>) => [...resourceKeys('bank').all, 'cashflow', params] as const,
  entryLists: () => resourceKeys('bankentry').all,
  manual: (params: Record<string, string>) => [...resourceKeys('bankentry').all, 'manual', params] as const,
  temporary: (params: Record<string, string>) =>
    [...resourceKeys('bankentry').all, 'temporary', params] as const,
};

/** Which page (0-based) and how many rows a page holds. */
export interface Paging {
  page: number;
  size: number;
}

export const ENTRY_PAGE_SIZES = [25, 50, 100];
export const FIRST_PAGE: Paging = { page: 0, size: 25 };

/** The cache key of a query: its values as the address carries them, empty ones left out. */
function params(values: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/** `GET /api/bank/{id}/entries`: one page of an account's entries with their assignments. */
export function useBankEntries(bank: string, filters: EntryFilters, paging: Paging) {
  const query = { ...filters, state: filters.state || undefined, search: filters.search.trim(), ...paging };
  return useQuery({
    queryKey: bankKeys.entries(bank, params(query)),
    queryFn: () => api.GET('/api/bank/{id}/entries', { path: { id: bank }, query }),
    placeholderData: keepPreviousData,
    meta: SILENT,
  });
}

/** `GET /api/bank/{id}/review`: entries not fully assigned, each with the bookings it probably pays. */
export function useBankReview(bank: string, paging: Paging, enabled = true) {
  return useQuery({ ...reviewQuery(bank, paging, enabled), placeholderData: keepPreviousData });
}

function reviewQuery(bank: string, paging: Paging, enabled: boolean) {
  return {
    queryKey: bankKeys.review(bank, params({ ...paging })),
    queryFn: () => api.GET('/api/bank/{id}/review', { path: { id: bank }, query: paging }),
    enabled,
    meta: SILENT,
  };
}

/** How many entries of an account wait for review (the total of a one-row page). */
export function reviewCountQuery(bank: string, enabled = true) {
  return reviewQuery(bank, { page: 0, size: 1 }, enabled);
}

export interface PeriodQuery {
  from: string;
  to: string;
  groupBy: 'day' | 'week' | 'month';
}

/** `GET /api/bank/balance`: the balance at the end of each period, per currency (one account or all). */
export function bankBalanceQuery(query: PeriodQuery & { bank?: string }) {
  return {
    queryKey: bankKeys.balance(params({ ...query })),
    queryFn: () => api.GET('/api/bank/balance', { query }),
    meta: SILENT,
  };
}

export function useBankBalance(query: PeriodQuery & { bank?: string }, enabled = true) {
  return useQuery({ ...bankBalanceQuery(query), enabled });
}

/** `GET /api/bank/cashflow`: money received against money expected, per period and currency. */
export function useCashflow(query: PeriodQuery, enabled = true) {
  return useQuery({
    queryKey: bankKeys.cashflow(params({ ...query })),
    queryFn: () => api.GET('/api/bank/cashflow', { query }),
    placeholderData: keepPreviousData,
    enabled,
    meta: SILENT,
  });
}

/** `GET /api/bankentry/manual` or `/temporary`: entries of every account with the account's name. */
export function useEntryList(kind: 'manual' | 'temporary', paging: Paging) {
  const key = params({ ...paging });
  return useQuery({
    queryKey: kind === 'manual' ? bankKeys.manual(key) : bankKeys.temporary(key),
    queryFn: () =>
      kind === 'manual'
        ? api.GET('/api/bankentry/manual', { query: paging })
        : api.GET('/api/bankentry/temporary', { query: paging }),
    placeholderData: keepPreviousData,
    meta: SILENT,
  });
}

/** After money moved: entries, review lists, balances and the bookings it paid load again. */
function useAfterMoneyMoved() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bankKeys.all }),
      queryClient.invalidateQueries({ queryKey: bankKeys.entryLists() }),
      queryClient.invalidateQueries({ queryKey: resourceKeys('bookings').all }),
    ]);
}

export interface AssignVariables {
  entry: string;
  body: Partial<AssignBankEntry> & { booking: string };
}

/** `POST /api/bankentry/{id}/payments`: the entry, or part of it, pays a booking. */
export function useAssignEntry() {
  const after = useAfterMoneyMoved();
  return useMutation({
    meta: SILENT,
    mutationFn: ({ entry, body }: AssignVariables) =>
      api.POST('/api/bankentry/{id}/payments', { path: { id: entry }, body }),
    onSuccess: after,
  });
}

/** `DELETE /api/bankentry/{id}/payments/{linkId}`: an assignment taken back. */
export function useTakeBack() {
  const after = useAfterMoneyMoved();
  return useMutation({
    meta: SILENT,
    mutationFn: ({ entry, link }: { entry: string; link: string }) =>
      api.DELETE('/api/bankentry/{id}/payments/{paymentId}', { path: { id: entry, paymentId: link } }),
    onSuccess: after,
  });
}

/** `DELETE /api/bank/{id}/entries`: every entry of the account nothing is assigned of. */
export function useClearEntries() {
  const after = useAfterMoneyMoved();
  return useMutation({
    meta: SILENT,
    mutationFn: (bank: string) => api.DELETE('/api/bank/{id}/entries', { path: { id: bank } }),
    onSuccess: after,
  });
}

export interface ManualEntryInput {
  bank: string;
  bookingDate: string;
  amount: number;
  counterpartyName: string;
  remittance: string;
}

/** `POST /api/bankentry/manual`: cash or card taken at the desk. */
export function useCreateManualEntry() {
  const after = useAfterMoneyMoved();
  return useMutation({
    meta: SILENT,
    mutationFn: (body: ManualEntryInput) => api.POST('/api/bankentry/manual', { body }),
    onSuccess: after,
  });
}

export interface StatementUpload {
  bank: string;
  file: File;
  token: string | null;
  onProgress?: (fraction: number) => void;
}

/** The header and first rows of a CSV file with the mapping the server guesses (nothing is stored). */
export function previewStatement({ bank, file, token, onProgress }: StatementUpload) {
  return uploadFile<StatementPreview>(`/api/bank/${id(bank)}/import/preview`, file, { token, onProgress });
}

/** Imports a statement file; a CSV file brings its column mapping along. */
export function importStatement({
  bank,
  file,
  token,
  onProgress,
  mapping,
}: StatementUpload & { mapping?: CsvMapping }) {
  return uploadFile<BankImportResult>(`/api/bank/${id(bank)}/import/csv`, file, {
    token,
    onProgress,
    fields: mapping ? { mapping: JSON.stringify(mapping) } : {},
  });
}

export function useImportStatement() {
  const after = useAfterMoneyMoved();
  return useMutation({
    meta: SILENT,
    mutationFn: importStatement,
    onSuccess: after,
  });
}

/** A booking as the assign dialog offers it (`GET /api/bookings?search=`). */
export type BookingOption = Pick<
  AnswerOf<'/api/bookings', 'get'>['data'][number],
  'id' | 'bookingNo' | 'leadName' | 'total' | 'paid' | 'currency' | 'state'
>;

export function useBookingSearch(search: string) {
  return useQuery({
    queryKey: [...resourceKeys('bookings').lists(), 'bank-search', search],
    queryFn: () => api.GET('/api/bookings', { query: { search, size: 10 } }),
    placeholderData: keepPreviousData,
    meta: SILENT,
  });
}
