import { LEDGER_PAGE_SIZE, type LedgerEntry, type LedgerPage } from '@seaberth/domain';
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TFunction } from 'i18next';

/** What every ledger's balance carries besides its owner: the sum of its entries in one currency. */
export interface LedgerBalance {
  currency: string;
  balance: number;
}

/** Who an entry or a balance belongs to, as the ledger of all owners names and links it. */
export interface LedgerOwner {
  id: string;
  name: string;
  /** The owner's page, where its own ledger is. */
  to: string;
}

/**
 * One ledger (the agencies' `/credits`, the customers' `/ccredits`) as the shared screens need it:
 * its calls, under which query key, whose texts and who may change it. Each ledger makes its calls
 * on its own path, so the contract types them (`Input` is what a new entry takes).
 */
export interface LedgerDefinition<
  Entry extends LedgerEntry<string>,
  Balance extends LedgerBalance,
  Input = never,
> {
  /** The texts' prefix; every ledger has the same keys below it (`agencies.credits`, `customers.credits`). */
  texts: string;
  /** `GET` a page of the entries (newest first) and the balances over all time. */
  page: (query: LedgerQuery, paging: LedgerPaging) => Promise<LedgerPage<Entry, Balance>>;
  /** `POST` a new entry. */
  add: (body: Input) => Promise<Entry>;
  /** `POST …/{id}/reverse`: the counter-entry. */
  reverse: (entry: string, note: string) => Promise<Entry>;
  /** Every page of this ledger is cached below this key. */
  key: QueryKey;
  /** What else an entry changes (the booking a credit pays): reloaded after every entry. */
  alsoChanges?: readonly QueryKey[];
  /** Who may add and reverse entries. */
  updateScopes: readonly string[];
  owner: (row: Entry | Balance) => LedgerOwner;
  /** What reversing the entry does besides (a booking payment taken back), for the confirmation. */
  reverseConsequence?: (entry: Entry, t: TFunction) => string | null;
}

/** The query filters of a ledger (owner, period, kind); empty ones are not asked for. */
export type LedgerQuery = Record<string, string | undefined>;

/** Which page of the ledger (0-based) and how many entries a page holds. */
export interface LedgerPaging {
  page: number;
  size: number;
}

/** The pager's choices of entries per page; the server's default is among them. */
export const LEDGER_PAGE_SIZES = [25, LEDGER_PAGE_SIZE, 100];
export const FIRST_LEDGER_PAGE: LedgerPaging = { page: 0, size: LEDGER_PAGE_SIZE };

/** Empty filters stay out of the address (and of the cache key); the page and its size are always asked for. */
export function ledgerParams(query: LedgerQuery, paging: LedgerPaging): Record<string, string> {
  const filters = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return { ...Object.fromEntries(filters), page: String(paging.page), size: String(paging.size) };
}

/** Whether an entry can still be reversed (the server answers 409 otherwise). */
export function isReversible(entry: LedgerEntry<string>): boolean {
  return entry.kind !== 'reversal' && !entry.reversedBy;
}

/** The screens explain their failures themselves (alerts in sections and dialogs). */
const SILENT = { silent: true } as const;

/** One page of the entries (newest first), their total and the balances over all time. */
export function useLedger<Entry extends LedgerEntry<string>, Balance extends LedgerBalance>(
  ledger: LedgerDefinition<Entry, Balance>,
  query: LedgerQuery,
  paging = FIRST_LEDGER_PAGE,
  enabled = true,
) {
  const params = ledgerParams(query, paging);
  return useQuery({
    queryKey: [...ledger.key, params],
    queryFn: () => ledger.page(query, paging),
    placeholderData: keepPreviousData,
    enabled,
    meta: SILENT,
  });
}

/** Every ledger on screen reloads, and what an entry changed besides (a booking paid from credit). */
export function reloadLedger(
  queryClient: QueryClient,
  ledger: { key: QueryKey; alsoChanges?: readonly QueryKey[] },
) {
  return Promise.all(
    [ledger.key, ...(ledger.alsoChanges ?? [])].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** A new entry. */
export function useAddLedgerEntry<Entry extends LedgerEntry<string>, Balance extends LedgerBalance, Input>(
  ledger: LedgerDefinition<Entry, Balance, Input>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: SILENT,
    mutationFn: (body: Input) => ledger.add(body),
    onSuccess: () => reloadLedger(queryClient, ledger),
  });
}

/** The entry is cancelled by a counter-entry, never deleted. */
export function useReverseLedgerEntry<Entry extends LedgerEntry<string>, Balance extends LedgerBalance>(
  ledger: LedgerDefinition<Entry, Balance>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: SILENT,
    mutationFn: ({ entry, note }: { entry: string; note: string }) => ledger.reverse(entry, note),
    onSuccess: () => reloadLedger(queryClient, ledger),
  });
}
