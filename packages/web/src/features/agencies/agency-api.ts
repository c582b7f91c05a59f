import type { Agency, AgencyCreditBalance, AgencyCreditEntry, AgencyCreditInput } from '@seaberth/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { api, isApiError } from '../../api/client.ts';
import { resourceKeys } from '../../resources/use-resource.ts';
import type { LedgerDefinition } from '../ledger/index.ts';
import type { Period } from '../../ui/period.ts';

/** The stored agency as the screens read it (the generic record is loosely typed). */
export type AgencyRecord = Agency & { version: number };

/** The screens here explain their failures themselves (alerts in sections and dialogs). */
const SILENT = { silent: true } as const;

const id = (value: string) => encodeURIComponent(value);

/** Under the generic `agency` resource, so a change of an agency drops its ledger and payments too. */
export const agencyKeys = {
  all: resourceKeys('agency').all,
  credits: () => [...resourceKeys('agency').all, 'credits'] as const,
  payments: (agency: string, from: string, to: string) =>
    [...resourceKeys('agency').all, 'payments', agency, from, to] as const,
};

export type { Period };

/** The calendar month of today: the period the money screens start with. */
export function thisMonth(today = dayjs()): Period {
  return {
    from: today.startOf('month').format('YYYY-MM-DD'),
    to: today.endOf('month').format('YYYY-MM-DD'),
  };
}

/**
 * The agencies' ledger (`GET/POST /api/agency/credits`) for the shared ledger screens; under the
 * generic `agency` key, so a change of an agency drops its ledger too.
 */
export const agencyLedger: LedgerDefinition<AgencyCreditEntry, AgencyCreditBalance, AgencyCreditInput> = {
  texts: 'agencies.credits',
  page: (query, paging) => api.GET('/api/agency/credits', { query: { ...query, ...paging } }),
  add: (body) => api.POST('/api/agency/credits', { body }),
  reverse: (entry, note) =>
    api.POST('/api/agency/credits/{id}/reverse', { path: { id: entry }, body: { note } }),
  key: agencyKeys.credits(),
  updateScopes: ['agencies.update'],
  owner: (row) => ({ id: row.agency, name: row.agencyName, to: `/agency/${row.agency}?tab=credits` }),
};

/** `GET /api/bookings/agency/payments/{agency}`: the payments of a period and their bookings. */
export function useAgencyPayments(agency: string, period: Period) {
  const ready = Boolean(agency && period.from && period.to && period.from <= period.to);
  return useQuery({
    queryKey: agencyKeys.payments(agency, period.from, period.to),
    queryFn: () =>
      api.GET('/api/bookings/agency/payments/{agency}', {
        path: { agency },
        query: { from: period.from, to: period.to },
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
      api.GET('/api/agency/{agency}/print/{template}', {
        path: { agency, template: 'statement' },
        query: { from: period.from, to: period.to, format: 'json' },
      }),
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
