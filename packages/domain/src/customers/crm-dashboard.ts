import { z } from 'zod';
import { addDays } from '../dates/index.ts';

/** How many countries the CRM start names. */
export const CRM_TOP_COUNTRIES = 5;
/** Birthdays the CRM start counts: today and the next six days. */
export const CRM_BIRTHDAY_DAYS = 7;

/** `GET /api/customer/dashboard`: the CRM start's figures, within the customers the reader reaches. */
export const crmDashboardSchema = z.object({
  today: z.string(),
  total: z.number().int(),
  newThisMonth: z.number().int(),
  newLastMonth: z.number().int(),
  /** Guests arriving this year (stays, booked ones included) who had arrived on an earlier day before. */
  returningThisYear: z.number().int(),
  birthdaysNextDays: z.number().int(),
  /** By the country of the address, most first; customers without one are not counted. */
  topCountries: z.array(z.object({ country: z.string(), customers: z.number().int() })),
  /** Members per tier when the loyalty programme is on (null when off), lowest tier first. */
  tiers: z
    .array(z.object({ tier: z.string(), name: z.string(), color: z.string(), members: z.number().int() }))
    .nullable(),
});
export type CrmDashboard = z.infer<typeof crmDashboardSchema>;

/** The first days of this month, last month and this year, for the day `today` (YYYY-MM-DD). */
export function crmPeriods(today: string): {
  thisMonth: string;
  lastMonth: string;
  thisYear: string;
  nextYear: string;
} {
  const thisMonth = `${today.slice(0, 7)}-01`;
  const lastMonth = `${addDays(thisMonth, -1).slice(0, 7)}-01`;
  const year = Number(today.slice(0, 4));
  return { thisMonth, lastMonth, thisYear: `${year}-01-01`, nextYear: `${year + 1}-01-01` };
}
