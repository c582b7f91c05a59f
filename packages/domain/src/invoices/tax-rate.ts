import { z } from 'zod';
import { defineResource } from '../resources/index.ts';

/**
 * VAT categories of EN 16931 (UNTDID 5305): S standard, Z zero rated, E exempt, AE reverse charge,
 * K intra-community supply, G export outside the EU, O not subject to VAT.
 */
export const TAX_CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

/** The tax rates invoices use (`/tax`, admin); the default one applies where a price list names none. */
export const taxRateResource = defineResource({
  name: 'tax',
  scope: 'tax',
  scopes: {
    read: ['admin', 'bookings.read'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  schema: z.object({
    name: z.string().trim().min(1).max(100),
    percent: z.number().min(0).max(100),
    category: z.enum(TAX_CATEGORIES).default('S'),
    /** Printed on the invoice and required by EN 16931 for exempt categories (E, AE, K, G, O). */
    exemptionReason: z.string().trim().max(300).default(''),
    isDefault: z.boolean().default(false),
    isActive: z.boolean().default(true),
  }),
  search: ['name'],
  columns: ['name', 'percent', 'category', 'exemptionReason', 'isDefault', 'isActive'],
  sort: { field: 'percent', order: -1 },
  titleField: 'name',
  unique: [['name'], ['isDefault']],
});
export type TaxRate = z.output<typeof taxRateResource.schema> & { id: string };

/** Categories whose rate is 0 and that need a reason on the invoice. */
export const EXEMPT_CATEGORIES: readonly TaxCategory[] = ['E', 'AE', 'K', 'G', 'O'];
