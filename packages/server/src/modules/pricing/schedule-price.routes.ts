import {
  cabinPriceSchema,
  calculationSchema,
  canSeeAsset,
  priceEntryLookupSchema,
  quote,
  type QuoteRoom,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { entryAnswer, listPrice, perPerson, priced, priceListSummary, sampleGuests } from './price-lookup.ts';
import type { QuoteService } from './quote.service.ts';
import { readPrices } from './price.routes.ts';

const currencyQuery = z.object({
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'Currency code must be three letters')
    .transform((v) => v.toUpperCase())
    .optional(),
});

/** Schedule prices (SPEC §7 Schedules): per cabin, one cabin's entry, the whole vessel chartered. */
export function registerSchedulePriceRoutes(app: FastifyInstance, quotes: QuoteService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repository = quotes.repository;
  const tags = ['schedule'];
  const params = z.object({ id: z.uuid() });

  const trip = async (request: FastifyRequest, id: string) => {
    const schedule = await repository.schedule(id);
    if (!schedule || !canSeeAsset(request.principal, 'vessel', schedule.vessel)) throw notFound('Schedule');
    return {
      schedule,
      asset: { kind: 'vessel' as const, id: schedule.vessel },
      ref: { id: schedule.id, tour: schedule.tour, from: schedule.from, to: schedule.to },
    };
  };

  r.get(
    '/api/schedule/:id/price',
    {
      config: readPrices(['vessel']),
      schema: { tags, params, querystring: currencyQuery, response: { 200: z.array(cabinPriceSchema) } },
    },
    async (request) => {
      const { asset, ref } = await trip(request, request.params.id);
      const [lists, cabins, names, operator] = await Promise.all([
        repository.activeLists(asset),
        repository.cabinsOf(asset.id),
        repository.roomTypeNames(asset),
        quotes.operatorPricing(),
      ]);
      const bookingDate = quotes.today(request, operator.timezone);
      return cabins.flatMap((cabin) =>
        Array.from({ length: cabin.maxNoOfPax }, (_, i) => i + 1).map((guests) => {
          const calculation = listPrice(
            lists,
            {
              asset,
              roomType: cabin.roomType ?? '',
              room: cabin.id,
              pax: guests,
              schedule: ref,
              currency: request.query.currency ?? lists[0]?.currencies[0] ?? operator.rates.base,
              bookingDate,
            },
            operator,
          );
          const line = calculation.entries.find((e) => e.type === 'tour');
          return {
            room: cabin.id,
            roomName: cabin.name,
            roomType: cabin.roomType,
            roomTypeName: cabin.roomType ? (names.get(cabin.roomType) ?? null) : null,
            pax: guests,
            priced: priced(calculation),
            total: calculation.total,
            perPerson: perPerson(calculation, guests),
            priceList: line?.reason.priceList ?? null,
            computation: line?.reason.computation ?? '',
          };
        }),
      );
    },
  );

  r.get(
    '/api/schedule/:id/priceEntry',
    {
      config: readPrices(['vessel']),
      schema: {
        tags,
        params,
        querystring: currencyQuery.extend({
          roomType: z.uuid(),
          room: z.uuid().optional(),
          pax: z.coerce.number().int().min(1).max(50),
        }),
        response: { 200: priceEntryLookupSchema.extend({ priceList: priceListSummary() }) },
      },
    },
    async (request) => {
      const { asset, ref } = await trip(request, request.params.id);
      const { roomType, room, pax } = request.query;
      const [lists, operator] = await Promise.all([repository.activeLists(asset), quotes.operatorPricing()]);
      const calculation = listPrice(
        lists,
        {
          asset,
          roomType,
          room,
          pax,
          schedule: ref,
          currency: request.query.currency ?? operator.rates.base,
          bookingDate: quotes.today(request, operator.timezone),
        },
        operator,
      );
      const answer = entryAnswer(calculation, lists, ref.from, { roomType, room, pax });
      if (!answer) throw notFound('Price for this cabin and number of guests');
      return answer;
    },
  );

  r.get(
    '/api/schedule/:id/fullCharterPrice',
    {
      config: readPrices(['vessel']),
      schema: {
        tags,
        params,
        querystring: currencyQuery,
        // Every active cabin full: how many cabins and guests the calculation prices.
        response: { 200: z.object({ cabins: z.number(), pax: z.number(), calculation: calculationSchema }) },
      },
    },
    async (request) => {
      const { asset, ref } = await trip(request, request.params.id);
      const [{ context, operator }, cabins] = await Promise.all([
        quotes.context(asset, ref.id),
        repository.cabinsOf(asset.id),
      ]);
      const rooms: QuoteRoom[] = cabins.map((cabin) => ({
        roomType: cabin.roomType ?? '',
        room: cabin.id,
        name: cabin.name,
        beds: sampleGuests(cabin.maxNoOfPax, cabin.name),
      }));
      const calculation = quote(
        {
          asset,
          rooms,
          schedule: ref,
          bookingDate: quotes.today(request, operator.timezone),
          source: 'direct',
          currency: request.query.currency ?? operator.rates.base,
        },
        // A charter takes the whole vessel: nobody else is on board.
        { ...context, noOfPaxOnTrip: 0 },
      );
      return { cabins: rooms.length, pax: rooms.reduce((n, room) => n + room.beds.length, 0), calculation };
    },
  );
}
