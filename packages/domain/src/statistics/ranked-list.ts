import { z } from 'zod';
import { defineReport, type ReportColumn, type ReportText } from '../reports/index.ts';
import { statisticsParamsSchema } from './statistics-params.ts';

/**
 * What every top list of SPEC §7 shares: an entry per key (an id or code) and label (its name in
 * the reader's language), its figures per currency (money is never added across currencies), a
 * rank, and bars of its figures per entry. The kinds differ only in what they count.
 */

export const rankColumn = { key: 'rank', kind: 'integer', label: { en: 'Rank', de: 'Rang' } } as const;

/** What every ranked entry has per currency beside the kind's counts. */
const money = {
  /** The entry's place in the list (1 = first); its lines of other currencies share it. */
  rank: z.number().int(),
  currency: z.string(),
  /** Minor units of `currency`. */
  revenue: z.number().int(),
};

const moneyColumns = [
  { key: 'revenue', kind: 'money', currencyKey: 'currency', label: { en: 'Revenue', de: 'Umsatz' } },
  { key: 'currency', kind: 'text', label: { en: 'Currency', de: 'Währung' } },
] as const satisfies readonly ReportColumn<keyof typeof money>[];

/** A kind of ranked list: what each entry counts per currency and what every list of it says. */
export interface RankedKind<F extends z.ZodRawShape> {
  /** The counts beside the rank, the currency and the revenue, ranked by the first two. */
  counts: F;
  /** The counts' columns, after the rank and the entry's label (revenue and currency follow). */
  columns: readonly ReportColumn<Extract<keyof F, string>>[];
  /** The counts drawn as bars per entry. */
  series: readonly Extract<keyof F, string>[];
  /** Said after each list's own definition. */
  about: ReportText;
}

/** One list of a kind: its call's name, its entry's fields and what an entry is. */
export interface RankedListSpec<N extends string, K extends string, L extends string> {
  name: N;
  title: ReportText;
  /** What an entry is and what it counts; the kind's own text follows. */
  definition: ReportText;
  key: K;
  label: L;
  labelTitle: ReportText;
}

type EntryShape<K extends string, L extends string> = { [P in K | L]: z.ZodString };

/** The definer of a kind's lists: each list a report with the kind's figures and its own entry. */
export function rankedList<const F extends z.ZodRawShape>(kind: RankedKind<F>) {
  return <const N extends string, const K extends string, const L extends string>(
    spec: RankedListSpec<N, K, L>,
  ) => {
    const entry = { [spec.key]: z.string(), [spec.label]: z.string() } as EntryShape<K, L>;
    const report = defineReport({
      name: spec.name,
      title: spec.title,
      definition: {
        en: `${spec.definition.en} ${kind.about.en}`,
        de: `${spec.definition.de} ${kind.about.de}`,
      },
      params: statisticsParamsSchema,
      row: z.object({ ...money, ...kind.counts, ...entry }),
      columns: [
        rankColumn,
        { key: spec.label, kind: 'text', label: spec.labelTitle },
        ...kind.columns,
        ...moneyColumns,
      ],
      chart: { kind: 'bar', x: spec.label, series: kind.series },
      basis: ['stay', 'booking'],
    });
    return { ...report, entry: { key: spec.key, label: spec.label } };
  };
}

/** One entry's figures in one currency, as a query groups them. */
export interface RankedGroup {
  key: string;
  currency: string;
  revenue: number;
}

/**
 * The `amount` entries first by one figure summed over their currencies, then by another, then by
 * key for a stable order; each with its lines per currency, biggest revenue first, numbered by the
 * entry's rank.
 */
export function rankGroups<K extends string, G extends RankedGroup & Record<K, number>>(
  groups: readonly G[],
  amount: number,
  [first, second]: readonly [K, K],
): (G & { rank: number })[] {
  const totals = new Map<string, [number, number]>();
  for (const group of groups) {
    const total = totals.get(group.key) ?? [0, 0];
    total[0] += group[first];
    total[1] += group[second];
    totals.set(group.key, total);
  }
  const ranked = [...totals.entries()]
    .sort(([ka, a], [kb, b]) => b[0] - a[0] || b[1] - a[1] || ka.localeCompare(kb))
    .slice(0, amount)
    .map(([key]) => key);
  const rankOf = new Map(ranked.map((key, i) => [key, i + 1]));
  return groups
    .filter((group) => rankOf.has(group.key))
    .map((group) => ({ ...group, rank: rankOf.get(group.key)! }))
    .sort((a, b) => a.rank - b.rank || b.revenue - a.revenue || a.currency.localeCompare(b.currency));
}
