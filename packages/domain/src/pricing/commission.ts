import { z } from 'zod';
import { defineResource } from '../resources/index.ts';
import { PRICING_READ_SCOPES } from './pricing-fields.ts';
import { longText } from '../resources/index.ts';

/** An agency commission: a percentage of the commissionable price (docs/pricing.md). */
export const commissionResource = defineResource({
  name: 'commission',
  scope: 'price',
  // SPEC §2: /terms and /commission are bookings.update screens; price editors may change them too.
  scopes: {
    read: PRICING_READ_SCOPES,
    create: ['price.create', 'bookings.update'],
    update: ['price.update', 'bookings.update'],
    delete: ['price.delete', 'bookings.update'],
  },
  features: ['resort', 'vessel'],
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    percent: z.number().min(0).max(100).default(10),
    description: longText(),
  }),
  search: ['name'],
  columns: ['name', 'percent'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});

export type Commission = z.output<typeof commissionResource.schema> & { id: string };
