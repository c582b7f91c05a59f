import { z } from 'zod';
import { currencyCode } from '../assets/index.ts';
import { SURCHARGE_TYPES } from '../assets/index.ts';
import { defineResource } from '../resources/index.ts';
import { BOOKING_CHOICE_READ_SCOPES, rateValue } from './pricing-fields.ts';
import { longText } from '../resources/index.ts';

/** Terms of payment: a deposit soon after booking, the rest some days before arrival. */
export const termsResource = defineResource({
  name: 'terms',
  scope: 'price',
  // SPEC §2: /terms and /commission are bookings.update screens; price editors may change them too.
  scopes: {
    read: BOOKING_CHOICE_READ_SCOPES,
    create: ['price.create', 'bookings.update'],
    update: ['price.update', 'bookings.update'],
    delete: ['price.delete', 'bookings.update'],
  },
  features: ['resort', 'vessel'],
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    description: longText(4000),
    /** Percent of the booking total, or minor units of `currency` with type absolute. */
    deposit: rateValue(),
    depositType: z.enum(SURCHARGE_TYPES).default('percent'),
    currency: currencyCode.default('EUR'),
    /** The deposit is due this many days after the booking date. */
    depositDueDays: z.number().int().min(0).max(365).default(7),
    /** The rest is due this many days before arrival. */
    restDueDays: z.number().int().min(0).max(730).default(30),
    /**
     * Cancellation fees: from `daysBefore` days before arrival on, `percent` of the booking is
     * charged (e.g. 60 → 20 %, 30 → 50 %, 7 → 100 %). Earlier cancellations cost nothing.
     */
    cancellation: z
      .array(z.object({ daysBefore: z.number().int().min(0).max(730), percent: z.number().min(0).max(100) }))
      .max(20)
      .refine((scale) => new Set(scale.map((step) => step.daysBefore)).size === scale.length, {
        message: 'Each day before arrival has one step of the scale',
      })
      .default([])
      // The terms screen edits it as rows (days before arrival → percent), not as JSON.
      .meta({ ui: { hideInList: true } }),
  }),
  search: ['name'],
  columns: ['name', 'deposit', 'depositType', 'depositDueDays', 'restDueDays'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});

export type Terms = z.output<typeof termsResource.schema> & { id: string };
