import {
  addDays,
  type BookingDetail,
  type BookingEtag,
  type BookingEvent,
  bookingDetailSchema,
  bookingEtagSchema,
  bookingEventSchema,
  bookingEventsQuerySchema,
  bookingYearsSchema,
  foundBookingSchema,
  fullBookingsQuerySchema,
  findBookingsQuerySchema,
  nextDueAmount,
  OPEN_PAYMENT_FILTERS,
  OPEN_PAYMENT_SORTS,
  type OpenPaymentBooking,
  openPaymentPageSchema,
  type Page,
  type PagingQuery,
  type PaymentStatusLine,
  pageSchemaOf,
  pagingQuerySchema,
  paymentStatusLineSchema,
  paymentStatusQuerySchema,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, validationError } from '../../http/errors.ts';
import type { BookingService } from './booking.service.ts';
import { BookingReadsRepository } from './booking-reads.repository.ts';

const read = { access: { scopes: ['bookings.read'] } };
const tags = ['bookings'];

/**
 * Reading across bookings (SPEC §7): find by number, guest, e-mail or reference; the years with
 * bookings; a booking's version for cheap polling; money open and what falls due. Users limited
 * to some resorts or vessels see only theirs.
 */
export function registerBookingReadRoutes(app: FastifyInstance, bookings: BookingService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reads = new BookingReadsRepository(bookings.services.database.db);
  const visible = (request: { principal: Parameters<typeof bookings.repository.visibleTo>[0] }) =>
    bookings.repository.visibleTo(request.principal);

  r.get(
    '/api/bookings/find',
    {
      config: read,
      schema: { tags, querystring: findBookingsQuerySchema, response: { 200: z.array(foundBookingSchema) } },
    },
    (request) => reads.find(request.query.query, request.query.onlyActive, visible(request)),
  );

  r.get(
    '/api/bookings/years',
    { config: read, schema: { tags, response: { 200: bookingYearsSchema } } },
    (request) => reads.years(visible(request)),
  );

  r.get(
    '/api/bookings/etag/:id',
    {
      config: read,
      schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: bookingEtagSchema } },
    },
    async (request): Promise<BookingEtag> => {
      const row = await reads.etag(request.params.id, visible(request));
      if (!row) throw notFound('Booking');
      return { id: row.id, version: row.version, updatedAt: row.updatedAt.toISOString() };
    },
  );

  r.get(
    '/api/bookings/allBookingsWithOpenPayments',
    {
      config: read,
      schema: {
        tags,
        querystring: pagingQuerySchema,
        response: { 200: openPaymentPageSchema },
      },
    },
    (request): Promise<Page<OpenPaymentBooking>> =>
      reads.openMoneyPage(visible(request), openPaymentPaging(request.query)),
  );

  r.get(
    '/api/bookings/events',
    {
      config: read,
      schema: { tags, querystring: bookingEventsQuerySchema, response: { 200: z.array(bookingEventSchema) } },
    },
    (request): Promise<BookingEvent[]> =>
      reads.events(request.query.from, request.query.to, request.query.states, visible(request)),
  );

  r.get(
    '/api/bookings/full',
    {
      config: read,
      schema: {
        tags,
        querystring: fullBookingsQuerySchema,
        response: { 200: pageSchemaOf(bookingDetailSchema) },
      },
    },
    async (request): Promise<Page<BookingDetail>> => {
      const { from, to, page, size } = request.query;
      const { ids, total } = await reads.arriving(from, to, page, size, visible(request));
      const data = await Promise.all(ids.map((id) => bookings.detail(id)));
      return { data: data.filter((b): b is BookingDetail => b !== undefined), total, page, size };
    },
  );

  r.get(
    '/api/bookings/paymentStatus',
    {
      config: read,
      schema: {
        tags,
        querystring: paymentStatusQuerySchema,
        response: { 200: z.array(paymentStatusLineSchema) },
      },
    },
    async (request): Promise<PaymentStatusLine[]> => {
      const { today } = await bookings.operatorDay();
      const until = addDays(today, request.query.days);
      const lines: PaymentStatusLine[] = [];
      const { asset } = request.query;
      for (const b of await reads.withOpenMoneyAt(asset, visible(request))) {
        const due = nextDueAmount(b.due, b.paid, today);
        if (!due || due.date > until) continue;
        const { due: _due, to: _to, ...rest } = b;
        lines.push({ ...rest, due });
      }
      // Overdue first, then by due date.
      return lines.sort(
        (a, b) => Number(b.due.overdue) - Number(a.due.overdue) || a.due.date.localeCompare(b.due.date),
      );
    },
  );
}

type OpenPaymentSort = (typeof OPEN_PAYMENT_SORTS)[number];
type OpenPaymentFilter = (typeof OPEN_PAYMENT_FILTERS)[number];
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * The paging object checked against what the open-payments list knows: by arrival unless `sort`
 * names another of its fields; filters by state, currency, vessel or resort (a value or a list).
 */
function openPaymentPaging(query: PagingQuery) {
  const sort = query.sort ?? 'from';
  if (!(OPEN_PAYMENT_SORTS as readonly string[]).includes(sort))
    throw validationError([{ path: 'sort', message: `Sort by ${OPEN_PAYMENT_SORTS.join(', ')}` }]);
  const filter: Partial<Record<OpenPaymentFilter, string[]>> = {};
  for (const [field, value] of Object.entries(query.filter ?? {})) {
    const path = `filter.${field}`;
    if (!(OPEN_PAYMENT_FILTERS as readonly string[]).includes(field))
      throw validationError([{ path, message: `Filter by ${OPEN_PAYMENT_FILTERS.join(', ')}` }]);
    const values = Array.isArray(value) ? value : [value];
    const ids = field === 'vessel' || field === 'resort';
    if (!values.every((v) => typeof v === 'string' && (!ids || isUuid(v))))
      throw validationError([{ path, message: ids ? 'Give ids' : 'Give texts' }]);
    filter[field as OpenPaymentFilter] = values as string[];
  }
  return {
    page: query.page,
    size: query.size,
    sort: sort as OpenPaymentSort,
    order: (query.order ?? 1) as 1 | -1,
    search: query.search?.trim() || undefined,
    filter,
  };
}
