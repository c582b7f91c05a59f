import { type CrmCriteria, crmFilterResource, customerResource, setCriteria } from '@seaberth/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { resourceKeys, toListQuery, useResourceList } from '../../resources/use-resource.ts';

/** Under the generic `customer` key: a change of a customer reads the figures again. */
export const crmKeys = {
  dashboard: () => [...resourceKeys(customerResource.name).all, 'crm', 'dashboard'] as const,
};

/** `GET /api/customer/dashboard`: the CRM start's figures in one call. */
export function useCrmDashboard() {
  return useQuery({
    queryKey: crmKeys.dashboard(),
    queryFn: () => api.GET('/api/customer/dashboard'),
  });
}

/** The saved filters the user sees (their own and the shared ones), by name. */
export function useSavedFilters() {
  return useResourceList(crmFilterResource, { page: 0, size: 0, sort: 'name', order: 1 });
}

/**
 * A filter's criteria as the customer list takes them: the free text as the paging object's
 * search, the rest as its filter (plain values, unset ones left out).
 */
export function listNarrowing(criteria: CrmCriteria): { search: string; filter: Record<string, unknown> } {
  const { search = '', ...rest } = setCriteria(criteria);
  return { search, filter: rest };
}

/** Customers the mail goes to are read a page at a time, at most this many in all. */
export const MAIL_RECIPIENTS_MAX = 5000;
const ID_PAGE = 1000;

/** The ids of every customer the criteria find (up to MAIL_RECIPIENTS_MAX), for the mail. */
export async function filteredCustomerIds(criteria: CrmCriteria): Promise<string[]> {
  const { search, filter } = listNarrowing(criteria);
  const ids: string[] = [];
  for (let page = 0; ids.length < MAIL_RECIPIENTS_MAX; page++) {
    const answer = await api
      .records(customerResource.name)
      .list(toListQuery({ page, size: ID_PAGE, sort: 'sortName', order: 1, search, filter }));
    ids.push(...answer.data.map((row) => row.id));
    if (answer.data.length < ID_PAGE) break;
  }
  return ids.slice(0, MAIL_RECIPIENTS_MAX);
}
