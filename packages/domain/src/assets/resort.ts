import { z } from 'zod';
import { onlinePaymentField } from './online-payment.ts';
import { defineResource, localizedText } from '../resources/index.ts';
import { currencyCode, imageList, timeOfDay } from './asset-fields.ts';

export const resortResource = defineResource({
  name: 'resort',
  scope: 'resort',
  // Booking screens name the resort; agents book in it (SPEC §6 agencies.self).
  scopes: { read: ['resort.read', 'bookings.read', 'agencies.self'] },
  features: ['resort'],
  asset: { self: 'resort' },
  schema: z.object({
    name: z.string().trim().min(1).max(200),
    internalId: z.string().max(50).default(''),
    isActive: z.boolean().default(true),
    address: z
      .object({
        street: z.string().max(200).default(''),
        zip: z.string().max(20).default(''),
        city: z.string().max(100).default(''),
        state: z.string().max(100).default(''),
        country: z.string().max(2).default(''),
      })
      .default({ street: '', zip: '', city: '', state: '', country: '' })
      .meta({ ui: { hideInList: true } }),
    email: z.union([z.email(), z.literal('')]).default(''),
    phone: z.string().max(50).default(''),
    timezone: z.string().max(64).default('Europe/Berlin'),
    checkInTime: timeOfDay.default('14:00'),
    checkOutTime: timeOfDay.default('11:00'),
    currencies: z
      .array(currencyCode)
      .default(['EUR'])
      .meta({ ui: { widget: 'tags' } }),
    description: localizedText().meta({ ui: { hideInList: true } }),
    images: imageList(),
    /** How guests pay what they book on the public pages (online-payment.ts). */
    onlinePayment: onlinePaymentField().meta({ ui: { hideInList: true } }),
  }),
  search: ['name', 'internalId'],
  columns: ['name', 'internalId', 'timezone', 'checkInTime', 'checkOutTime', 'isActive'],
  sort: { field: 'name', order: 1 },
  titleField: 'name',
  unique: [['name']],
});
