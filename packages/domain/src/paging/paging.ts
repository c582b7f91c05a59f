import { z } from 'zod';

/** SPEC §9: default page size 25; size 0 means all rows. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 1000;
/**
 * "All rows" (`size=0`) of a JSON list: above this many the list answers 400 and asks for pages or
 * the CSV export (which streams any number), so no one answer holds a whole table in memory.
 */
export const MAX_ALL_ROWS = 10_000;

type FilterScalar = string | number | boolean | null;
export type FilterValue = FilterScalar | FilterScalar[];

const isScalar = (value: unknown): value is FilterScalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * A filter compares a field with a value or a list of values; an object (`{"$ne": 1}`) is not a
 * value, so operators never reach a query builder that would take them for one.
 */
function isFilterValue(value: unknown): value is FilterValue {
  return isScalar(value) || (Array.isArray(value) && value.every(isScalar));
}

/**
 * The paging object of SPEC §3 as it arrives in a query string: page (0-based), size, sort (a field
 * name), order (1 ascending, -1 descending), search (free text), filter (JSON object of field: value).
 */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(0).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.string().max(64).optional(),
  order: z
    .union([z.literal(1), z.literal(-1), z.literal('1'), z.literal('-1')])
    .transform(Number)
    .optional(),
  search: z.string().max(200).optional(),
  filter: z
    .string()
    .max(4000)
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return undefined;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
          throw new Error('not an object');
        const bad = Object.entries(parsed).filter(([, value]) => !isFilterValue(value));
        for (const [field] of bad)
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: 'A filter value is a text, number, true/false, null or a list of these',
          });
        return bad.length ? z.NEVER : (parsed as Record<string, FilterValue>);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'filter must be a JSON object' });
        return z.NEVER;
      }
    }),
});
export type PagingQuery = z.output<typeof pagingQuerySchema>;

export interface Page<T> {
  data: T[];
  /** Exact, unless `totalEstimated`: then the planner's estimate of a large unfiltered list. */
  total: number;
  totalEstimated?: true;
  page: number;
  size: number;
}

/**
 * The answer of a paged list (SPEC §3): one page of rows, how many there are in all (`totalEstimated`
 * when the count is the planner's estimate), and the page asked for.
 */
export function pageSchemaOf<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    total: z.number().int(),
    totalEstimated: z.boolean().optional(),
    page: z.number().int(),
    size: z.number().int(),
  });
}
