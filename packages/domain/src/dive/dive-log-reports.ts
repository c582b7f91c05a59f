import { z } from 'zod';
import { checkDateRange, RANGE_SPANS, rangeFields } from '../dates/index.ts';
import { defineReport, type ReportRow } from '../reports/index.ts';

/** Where dives were made from: a resort or a vessel (none: every one the user may see). */
const assetFilter = {
  resort: z.uuid().optional().describe('Only dives made from this resort'),
  vessel: z.uuid().optional().describe('Only dives made from this vessel'),
};

/** `GET /api/divelog/overview`: the days of a period (at most a year), this month when left out. */
export const diveOverviewQuerySchema = z
  .object({ ...rangeFields(true), ...assetFilter })
  .superRefine(checkDateRange({ maxDays: RANGE_SPANS.year }));
export type DiveOverviewQuery = z.output<typeof diveOverviewQuerySchema>;

/** One day of the dive centre: what was dived, by how many, from how many boats at how many sites. */
export const diveOverviewDaySchema = z.object({
  date: z.string(),
  dives: z.number().int(),
  divers: z.number().int(),
  boats: z.number().int(),
  sites: z.number().int(),
  nitroxDives: z.number().int(),
});
export type DiveOverviewDay = z.infer<typeof diveOverviewDaySchema>;

export const diveOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Days with at least one dive, oldest first. */
  days: z.array(diveOverviewDaySchema),
  /** The period as a whole: divers and sites counted once however many days. */
  total: diveOverviewDaySchema.omit({ date: true }),
});
export type DiveOverview = z.infer<typeof diveOverviewSchema>;

/** What the statistics group dives by: the day or month, or what was dived. */
export const DIVE_STATISTICS_GROUPS = ['day', 'month', 'site', 'type', 'boat', 'guide', 'level'] as const;
export type DiveStatisticsGroup = (typeof DIVE_STATISTICS_GROUPS)[number];

export const diveStatisticsParamsSchema = z
  .object({
    ...rangeFields(true),
    groupBy: z
      .enum(DIVE_STATISTICS_GROUPS)
      .default('month')
      .describe('Dives per day or month, or per site, dive type, boat, guide or the divers’ level'),
    ...assetFilter,
  })
  .superRefine(checkDateRange({ maxDays: RANGE_SPANS.months }));
export type DiveStatisticsParams = z.output<typeof diveStatisticsParamsSchema>;

/**
 * `GET /api/divelog/statistics`: the dive centre's figures on the report layer (chart, table, CSV,
 * XLSX). One row per group; divers are counted once per group however often they dived.
 */
export const diveStatisticsReport = defineReport({
  name: 'diveStatistics',
  title: { en: 'Dive statistics', de: 'Tauchstatistik' },
  definition: {
    en: 'Logged dives of the period, one row per group: the dives, the divers who made them (each counted once per row), the dives on nitrox (more than 21 % oxygen) and their share, and the average of the greatest depths logged. Divers per level read the level of their certification.',
    de: 'Geloggte Tauchgänge des Zeitraums, eine Zeile je Gruppe: die Tauchgänge, die Taucher, die sie machten (je Zeile einmal gezählt), die Tauchgänge mit Nitrox (mehr als 21 % Sauerstoff) und ihr Anteil sowie der Durchschnitt der geloggten größten Tiefen. Taucher je Stufe lesen die Stufe ihres Brevets.',
  },
  params: diveStatisticsParamsSchema,
  row: z.object({
    /** The day, month (`YYYY-MM`) or id the row groups by; empty for dives without one. */
    key: z.string(),
    label: z.string(),
    dives: z.number().int(),
    divers: z.number().int(),
    nitroxDives: z.number().int(),
    /** A fraction: 0.25 is 25 %. */
    nitroxShare: z.number(),
    averageDepth: z.number().nullable(),
  }),
  columns: [
    { key: 'label', kind: 'text', label: { en: 'Group', de: 'Gruppe' } },
    { key: 'dives', kind: 'integer', label: { en: 'Dives', de: 'Tauchgänge' } },
    { key: 'divers', kind: 'integer', label: { en: 'Divers', de: 'Taucher' } },
    { key: 'nitroxDives', kind: 'integer', label: { en: 'Nitrox dives', de: 'Nitrox-Tauchgänge' } },
    { key: 'nitroxShare', kind: 'percent', label: { en: 'Nitrox share', de: 'Nitrox-Anteil' } },
    {
      key: 'averageDepth',
      kind: 'decimal',
      decimals: 1,
      label: { en: 'Average depth (m)', de: 'Mittlere Tiefe (m)' },
    },
  ],
  chart: { kind: 'bar', x: 'label', series: ['dives', 'divers'] },
});
export type DiveStatisticsRow = ReportRow<typeof diveStatisticsReport>;

/** `GET /api/divelog/uddf/{customer}`: all of the guest's dives, or those of a period. */
export const uddfQuerySchema = z.object({ ...rangeFields(true) });
