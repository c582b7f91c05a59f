import { z } from 'zod';
import { currencyCode } from '../assets/index.ts';
import { defineGroupResource, defineResource } from '../resources/index.ts';
import { openDateRange } from '../dates/index.ts';
import { referenceList, PRICING_READ_SCOPES } from './pricing-fields.ts';
import { longText } from '../resources/index.ts';

export const SPECIAL_TYPES = ['special', 'AgencyCommission'] as const;
export const SPECIAL_STATUSES = ['draft', 'active', 'inactive'] as const;

/** SPEC §3 discount kinds; their meaning is documented in docs/pricing.md. */
export const DISCOUNT_KINDS = [
  'PerCent',
  'Absolute',
  'AbsoluteNights',
  'FOC',
  'Lowest',
  'FixUnit',
  'Fix',
] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** SPEC §3 rule criteria, spelled as the spec spells them. */
export const CRITERIA = [
  'NoOfPax',
  'NoOfPaxOnTrip',
  'NoOfPaxInDoubleRoom',
  'Date',
  'DepartureDay',
  'DaysBeforeTravelDate',
  'BookingDate',
  'Bookings',
  'Resort',
  'Vessel',
  'CustomerType',
  'Itineraries',
  'Agencies',
  'BookingSource',
  'Nights',
  'Customers',
  'Schedules',
  'SpecialsGroup',
  'Age',
  'PassportCountry',
  'AddressCountry',
  'DayInWeek',
  'RoomType',
  'LastStay',
  'NoOfStays',
  'StayRevenue',
  // Not in SPEC §3's list: the benefit of a loyalty tier is a special for its members (issue 37).
  'LoyaltyTier',
] as const;
export type Criterion = (typeof CRITERIA)[number];

export const OPERATORS = [
  'GreaterThan',
  'LessThanEquals',
  'GreaterThanEquals',
  'LessThan',
  'IsIn',
  'IsNotIn',
  'Equals',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** SPEC §3 price-change targets: which lines of the calculation a special changes. */
export const PRICE_TARGETS = [
  'booking',
  'room',
  'commissionable',
  'product',
  'external',
  'addon',
  'productCategory',
] as const;
export type PriceTarget = (typeof PRICE_TARGETS)[number];

export const SPECIAL_SCOPES = ['Booking', 'Person', 'Bed'] as const;
export type SpecialScope = (typeof SPECIAL_SCOPES)[number];

/** SPEC §3 `includeIn`: the booking channels a special is offered in. */
export const INCLUDE_IN_CHANNELS = [
  'Booking',
  'AgentDirectBooking',
  'CustomerDirectBooking',
  'OTABooking',
] as const;
export type IncludeInChannel = (typeof INCLUDE_IN_CHANNELS)[number];

/**
 * One condition of a rule. Comparisons read the first value; IsIn / IsNotIn read all of them.
 * Numbers and `YYYY-MM-DD` dates compare by value, ids and codes by equality.
 */
export const ruleCriterionSchema = z.object({
  criterion: z.enum(CRITERIA),
  operator: z.enum(OPERATORS),
  values: z
    .array(z.union([z.string().trim().max(200), z.number()]))
    .min(1)
    .max(500),
});
export type RuleCriterion = z.output<typeof ruleCriterionSchema>;

export const specialResource = defineResource({
  name: 'specials',
  scope: 'price',
  scopes: { read: PRICING_READ_SCOPES },
  features: ['resort', 'vessel'],
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    description: longText(4000),
    type: z.enum(SPECIAL_TYPES).default('special'),
    status: z.enum(SPECIAL_STATUSES).default('draft'),
    /** The arrival day must fall in this range (both ends inclusive, open ends allowed). */
    dateRange: openDateRange().prefault({}),
    /** All criteria must hold (AND); an empty rule always holds. */
    rule: z.array(ruleCriterionSchema).max(50).default([]),
    discount: z.enum(DISCOUNT_KINDS).default('PerCent'),
    /** Percent for PerCent, minor units of `currency` for Absolute / AbsoluteNights / FixUnit / Fix, free places for FOC. */
    discountValue: z.number().min(0).max(1_000_000_000_000).default(0),
    currency: currencyCode.default('EUR'),
    target: z.enum(PRICE_TARGETS).default('room'),
    scope: z.enum(SPECIAL_SCOPES).default('Booking'),
    /** For target productCategory: the categories whose products and add-ons change. */
    productCategories: referenceList('productcategory'),
    /** Fold the change into the room price lines instead of adding a line of its own. */
    replaceMatchingRoomPrice: z.boolean().default(false),
    /** Offered automatically when the rule holds; otherwise only when chosen on the booking. */
    autoAdd: z.boolean().default(false),
    /** At most once per booking: with scope Person or Bed only the first guest or bed gets it. */
    unique: z.boolean().default(false),
    deletable: z.boolean().default(true),
    editable: z.boolean().default(true),
    /** True lowers the price; false raises it by the same computation (a surcharge). */
    reduce: z.boolean().default(true),
    excludeFromTax: z.boolean().default(false),
    excludeFromCommission: z.boolean().default(false),
    /** Also applies beside other specials with the same rule (otherwise only the best of them does). */
    includeSpecialsWithSameRule: z.boolean().default(false),
    includeIn: z
      .array(z.enum(INCLUDE_IN_CHANNELS))
      .max(4)
      .default([...INCLUDE_IN_CHANNELS]),
    /** Specials of one group exclude each other: only the best one applies. */
    group: z
      .uuid()
      .nullable()
      .default(null)
      .meta({ ui: { widget: 'reference', ref: 'specialsgroup' } }),
  }),
  search: ['name', 'description'],
  columns: ['name', 'type', 'status', 'discount', 'discountValue', 'target', 'scope'],
  filters: ['status', 'type', 'discount', 'target', 'group'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});

export type Special = z.output<typeof specialResource.schema> & { id: string };

export const specialsGroupResource = defineGroupResource({
  name: 'specialsgroup',
  scope: 'price',
  scopes: { read: PRICING_READ_SCOPES },
  features: ['resort', 'vessel'],
});

export type SpecialsGroup = z.output<typeof specialsGroupResource.schema> & { id: string };
