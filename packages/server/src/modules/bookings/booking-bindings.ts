import { bookingResource } from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import type { BookingService } from './booking.service.ts';

/**
 * Bookings as lists and the booking screen read them: list, CSV and get through the generic layer,
 * read-only (the booking calls write them). Lists leave the calculation out, it is the bulk of a
 * row; `GET /api/bookings/{id}` answers the whole BookingDetail.
 */
export function bookingBindings(bookings: BookingService): ResourceBinding[] {
  return [
    {
      definition: bookingResource,
      table: t.bookings,
      hidden: ['calculation', 'createdBy'],
      detail: async (wire, request) => {
        const detail = await bookings.detail(wire.id as string, { principal: request.principal });
        if (!detail) throw notFound(bookingResource.name);
        return { ...detail };
      },
    },
  ];
}
