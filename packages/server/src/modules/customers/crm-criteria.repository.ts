import type { CrmComputedCriteria, CrmCriteriaOutput } from '@seaberth/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../../db/resource-repository.ts';
import { customerBirthdayMd, customerStayStats, customers, loyaltyMembers } from '../../db/schema/index.ts';

/** Today and the timezone of the operator: days begin at their midnight. */
export interface OperatorDay {
  today: string;
  timezone: string;
}

/** The instant the operator's day begins (a constant to the planner: the index on created_at serves). */
export const dayStart = (day: string, calendar: OperatorDay): SQL =>
  sql`(${day}::date::timestamp at time zone ${calendar.timezone})`;

/** A booking counts as a stay as the customer's figures count it: a sale, not cancelled. */
const STAY = sql.raw(`b.state in ('planned', 'confirmed', 'resolved')`);

/** The customers with a stay, and `having` what their stays must show together. */
const stayers = (having: SQL): SQL =>
  sql`${customers.id} in (select g.customer from booking_guests g join bookings b on b.id = g.booking
    where ${STAY} group by g.customer having ${having})`;

/** The customers whose stored stay figures meet `condition`. */
const storedStays = (condition: SQL): SQL =>
  sql`${customers.id} in (select ${customerStayStats.customer} from ${customerStayStats} where ${condition})`;

/**
 * The CRM list's computed criteria (domain crmCriteriaSchema) as one condition on the customers
 * table; each one on an index: address country and nationality on their expression indexes, the
 * birthday on `customers_birthday_md_idx` as a range of month-days, the customer data on the GIN
 * index of `meta`, stays through `booking_guests_customer_idx`, tiers on `loyalty_members_tier_idx`.
 * `today` is the operator's: the last stay is the latest arrival before it, as on the record.
 */
export function crmCriteriaCondition(criteria: CrmComputedCriteria, calendar: OperatorDay): SQL | undefined {
  const c = criteria;
  const { today } = calendar;
  const month = c.birthdayMonth ? String(c.birthdayMonth).padStart(2, '0') : '';
  const lastStay = sql`max(b."from") filter (where b."from" < ${today}::date)`;
  return and(
    c.country ? sql`(${customers.address}->>'country') = ${c.country}` : undefined,
    c.nationality ? sql`(${customers.masterData}->>'nationality') = ${c.nationality}` : undefined,
    c.tier
      ? sql`${customers.id} in (select ${loyaltyMembers.customer} from ${loyaltyMembers} where ${loyaltyMembers.tier} = ${c.tier})`
      : undefined,
    c.bookedFrom || c.bookedTo
      ? sql`${customers.id} in (select g.customer from booking_guests g join bookings b on b.id = g.booking
          where ${STAY} and b."from" <= ${c.bookedTo ?? '9999-12-31'}::date and b."to" >= ${c.bookedFrom ?? '0001-01-01'}::date)`
      : undefined,
    c.lastStayAfter ? stayers(sql`${lastStay} >= ${c.lastStayAfter}::date`) : undefined,
    c.lastStayBefore ? stayers(sql`${lastStay} < ${c.lastStayBefore}::date`) : undefined,
    // The stored previous stays (customer-stay-stats.repository.ts), as the specials read them.
    c.staysFrom !== undefined
      ? storedStays(sql`${customerStayStats.noOfStays} >= ${c.staysFrom}`)
      : undefined,
    c.stayRevenueFrom !== undefined
      ? storedStays(sql`${customerStayStats.stayRevenue} >= ${c.stayRevenueFrom}`)
      : undefined,
    c.returning === true ? stayers(sql`count(distinct b."from") > 1`) : undefined,
    c.returning === false ? sql`not ${stayers(sql`count(distinct b."from") > 1`)}` : undefined,
    month
      ? sql`${customerBirthdayMd(customers.masterData)} between ${`${month}-01`} and ${`${month}-31`}`
      : undefined,
    c.hasEmail === true ? sql`${customers.emailKey} <> ''` : undefined,
    c.hasEmail === false ? sql`${customers.emailKey} = ''` : undefined,
    c.createdFrom ? sql`${customers.createdAt} >= ${dayStart(c.createdFrom, calendar)}` : undefined,
    // The whole last day counts: before the next one begins.
    c.createdTo
      ? sql`${customers.createdAt} < ${dayStart(c.createdTo, calendar)} + interval '1 day'`
      : undefined,
    c.dataKey && c.dataValue !== undefined
      ? sql`${customers.meta} @> ${JSON.stringify({ [c.dataKey]: c.dataValue })}::jsonb`
      : undefined,
  );
}

/**
 * Every criterion of a CRM filter, the customer's own columns and the free text included, for a
 * query that reads the customers table beside others (the guest forms of the filtered customers).
 */
export function crmCustomerCondition(criteria: CrmCriteriaOutput, calendar: OperatorDay): SQL | undefined {
  const { search, group, customerType, ...computed } = criteria;
  const text = search?.trim();
  return and(
    group ? eq(customers.group, group) : undefined,
    customerType ? eq(customers.customerType, customerType) : undefined,
    text
      ? or(
          sql`${customers.fullName} ilike ${likePattern(text)}`,
          sql`${customers.contact}::text ilike ${likePattern(text)}`,
        )
      : undefined,
    crmCriteriaCondition(computed, calendar),
  );
}
