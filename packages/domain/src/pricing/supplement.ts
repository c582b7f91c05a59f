import { z } from 'zod';
import { assetReferenceFields, currencyCode } from '../assets/index.ts';
import { defineResource, moneyAmount } from '../resources/index.ts';
import { BOOKING_CHOICE_READ_SCOPES } from './pricing-fields.ts';
import { longText } from '../resources/index.ts';

/** SPEC §3 Product add rules: how many times a chosen item is charged. */
export const ADD_RULES = [
  'PerPerson',
  'PerBooking',
  'PerBookingAndCustomer',
  'PerDay',
  'PerDiveDay',
  'PerDive',
  'PerNight',
  'PerWeekFloor',
  'PerWeekCeil',
] as const;
export type AddRule = (typeof ADD_RULES)[number];

/** Who settles a line: with the booking (Direct) or at the resort / on board (OnSite). */
export const SETTLEMENTS = ['Direct', 'OnSite'] as const;

/**
 * An add-on sold with a stay or trip (nitrox, equipment, transfers). Without resort and vessel it
 * is offered everywhere.
 */
export const supplementResource = defineResource({
  name: 'supplements',
  scope: 'price',
  scopes: { read: BOOKING_CHOICE_READ_SCOPES },
  features: ['resort', 'vessel'],
  asset: { resort: 'resort', vessel: 'vessel' },
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    description: longText(),
    ...assetReferenceFields(),
    /** Per charged unit (see addRule), in minor units of `currency`. */
    amount: moneyAmount('currency').default(0),
    currency: currencyCode.default('EUR'),
    addRule: z.enum(ADD_RULES).default('PerPerson'),
    productCategory: z
      .uuid()
      .nullable()
      .default(null)
      .meta({ ui: { widget: 'reference', ref: 'productcategory' } }),
    customerType: z.enum(SETTLEMENTS).default('Direct'),
    isActive: z.boolean().default(true),
  }),
  search: ['name'],
  // The amount shows its currency: a column of codes beside it would say it twice.
  columns: ['name', 'resort', 'vessel', 'amount', 'addRule', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name', 'resort', 'vessel']],
});

export type Supplement = z.output<typeof supplementResource.schema> & { id: string };
