import { z } from 'zod';
import { SURCHARGE_TYPES } from '../assets/index.ts';
import { defineResource } from '../resources/index.ts';
import { BOOKING_CHOICE_READ_SCOPES, rateValue } from './pricing-fields.ts';
import { longText } from '../resources/index.ts';

/**
 * A way to take a bed at a price list's rates with a surcharge (single use, full board, …). A guest
 * picks one; it is charged when the guest's price list offers it.
 */
export const priceVariantResource = defineResource({
  name: 'pricevariant',
  scope: 'price',
  scopes: { read: BOOKING_CHOICE_READ_SCOPES },
  features: ['resort', 'vessel'],
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    description: longText(),
    /** Percent of the guest's room price, or minor units of the price list's currency. */
    surcharge: rateValue(),
    surchargeType: z.enum(SURCHARGE_TYPES).default('percent'),
    /** An absolute surcharge is charged per night (true) or once per stay (false). */
    perNight: z.boolean().default(true),
  }),
  search: ['name'],
  columns: ['name', 'surcharge', 'surchargeType', 'perNight'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});

export type PriceVariant = z.output<typeof priceVariantResource.schema> & { id: string };
