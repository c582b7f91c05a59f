/** SPEC §9: records without a usable sort go last. */
export const DEFAULT_SORT = 9999;

export function normalizeSort(sort: number | null | undefined): number {
  if (typeof sort !== 'number' || Number.isNaN(sort) || sort < 0) return DEFAULT_SORT;
  return sort;
}
