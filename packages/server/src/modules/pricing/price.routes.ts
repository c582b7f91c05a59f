import {
  addDays,
  CALCULATION_TYPES,
  canSeeAsset,
  dueAmountSchema,
  dueAmounts,
  money,
  priceEntryAnswerSchema,
  priceEntryLookupSchema,
  pricePeriodAnswerSchema,
  PRICING_READ_SCOPES,
  dateRangeSchema,
  RANGE_SPANS,
  rangeDaySchema,
  resortPriceEntrySchema,
  roomPriceSchema,
  stayPriceSchema,
} from '@seaberth/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Row } from '../../db/resource-repository.ts';
import { notFound, refusal } from '../../http/errors.ts';
import { toWire } from '../../http/resource-routes.ts';
import type { Services } from '../../services.ts';
import {
  entryAnswer,
  listPrice,
  perPerson,
  priced,
  priceListRecord,
  priceListSummary,
  summary,
} from './price-lookup.ts';
import { visiblePriceLists } from './pricing.repository.ts';
import type { QuoteService } from './quote.service.ts';
import { registerRoomPriceRoutes } from './room-price.routes.ts';

const currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'Currency code must be three letters')
  .transform((v) => v.toUpperCase());
const pax = z.coerce.number().int().min(1).max(50);

/** Who may read prices: price editors and staff who book (docs/decisions.md "Prices (server)"). */
export const readPrices = (features: ('resort' | 'vessel')[] = ['resort', 'vessel']) => ({
  access: { scopes: PRICING_READ_SCOPES, features },
});

const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** `/api/price` constants and entries, `/api/terms/calculate`, and the resort price look-ups. */
export function registerPriceRoutes(app: FastifyInstance, services: Services, quotes: QuoteService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repository = quotes.repository;
  const visible = (request: FastifyRequest) => visiblePriceLists(request.principal);
  const tags = ['price'];
  const listRecord = priceListRecord();
  const withList = <T extends z.ZodObject>(answer: T) => answer.extend({ priceList: priceListSummary() });

  r.get(
    '/api/price/types',
    { config: readPrices(), schema: { tags, response: { 200: z.array(z.string()) } } },
    async () => commaList((await services.settings.group('general')).priceCategoryTypes),
  );

  r.get(
    '/api/price/calculationTypes',
    {
      config: readPrices(),
      schema: { tags, response: { 200: z.array(z.enum(CALCULATION_TYPES)).readonly() } },
    },
    () => CALCULATION_TYPES,
  );

  r.get(
    '/api/price/entry/:id',
    {
      config: readPrices(),
      schema: {
        tags,
        params: z.object({ id: z.uuid() }),
        response: {
          200: z.object({
            entry: priceEntryAnswerSchema,
            periods: z.array(pricePeriodAnswerSchema),
            priceList: listRecord,
          }),
        },
      },
    },
    async (request) => {
      const list = await repository.listWithEntry(request.params.id, visible(request));
      const entry = list?.entries.find((e) => e.id === request.params.id);
      if (!list || !entry) throw notFound('Price entry');
      return {
        entry,
        periods: list.periods.filter((p) => entry.season === '' || p.season === entry.season),
        priceList: toWire(list as unknown as Row),
      };
    },
  );

  r.get(
    '/api/terms/calculate/:id',
    {
      config: readPrices(),
      schema: {
        tags: ['terms'],
        params: z.object({ id: z.uuid() }),
        querystring: z.object({
          total: z.coerce.number().int().min(0).max(1_000_000_000_000),
          currency: currency.optional(),
          bookingDate: rangeDaySchema.optional(),
          arrival: rangeDaySchema,
        }),
        response: { 200: z.array(dueAmountSchema) },
      },
    },
    async (request) => {
      const [terms, operator] = await Promise.all([
        repository.termsById(request.params.id),
        quotes.operatorPricing(),
      ]);
      if (!terms) throw notFound('Terms of payment');
      const { total, arrival } = request.query;
      const bookingDate = request.query.bookingDate ?? quotes.today(request, operator.timezone);
      const code = request.query.currency ?? operator.rates.base;
      return dueAmounts(money(total, code), terms, bookingDate, arrival, operator.rates);
    },
  );

  // Resort look-ups: a user limited to other resorts gets a 404, as for the resort itself.
  const resortParams = z.object({ resort: z.uuid() });
  const seeResort = (request: FastifyRequest, id: string) => {
    if (!canSeeAsset(request.principal, 'resort', id)) throw notFound('Resort');
    return { kind: 'resort' as const, id };
  };
  const stayQuery = dateRangeSchema(
    { maxDays: RANGE_SPANS.year, nights: true },
    { roomType: z.uuid(), pax, currency: currency.optional() },
  );

  r.get(
    '/api/resort/findPrice/:resort',
    {
      config: readPrices(['resort']),
      schema: {
        tags: ['resort'],
        params: resortParams,
        querystring: stayQuery,
        response: { 200: z.array(withList(stayPriceSchema)) },
      },
    },
    async (request) => {
      const asset = seeResort(request, request.params.resort);
      const { from, to, roomType, pax: guests } = request.query;
      const [lists, operator] = await Promise.all([repository.activeLists(asset), quotes.operatorPricing()]);
      const bookingDate = quotes.today(request, operator.timezone);
      return lists.flatMap((list) => {
        const calculation = listPrice(
          [list],
          {
            asset,
            roomType,
            pax: guests,
            dates: { from, to },
            currency: request.query.currency ?? list.currencies[0]!,
            bookingDate,
          },
          operator,
        );
        if (!priced(calculation)) return [];
        return [
          {
            priceList: summary(list),
            total: calculation.total,
            perPerson: perPerson(calculation, guests),
            computation: calculation.entries.find((e) => e.type === 'room_cost')?.reason.computation ?? '',
          },
        ];
      });
    },
  );

  r.get(
    '/api/resort/:resort/prices',
    {
      config: readPrices(['resort']),
      schema: { tags: ['resort'], params: resortParams, response: { 200: z.array(listRecord) } },
    },
    async (request) => {
      const asset = seeResort(request, request.params.resort);
      return (await repository.listsOf(asset, visible(request))).map((l) => toWire(l as unknown as Row));
    },
  );

  r.get(
    '/api/resort/findPriceEntry/:resort',
    {
      config: readPrices(['resort']),
      schema: {
        tags: ['resort'],
        params: resortParams,
        querystring: z.object({
          date: rangeDaySchema,
          roomType: z.uuid(),
          pax,
          currency: currency.optional(),
        }),
        response: { 200: withList(priceEntryLookupSchema) },
      },
    },
    async (request) => {
      const asset = seeResort(request, request.params.resort);
      const { date, roomType, pax: guests } = request.query;
      const [lists, operator] = await Promise.all([repository.activeLists(asset), quotes.operatorPricing()]);
      const calculation = listPrice(
        lists,
        {
          asset,
          roomType,
          pax: guests,
          dates: { from: date, to: addDays(date, 1) },
          currency: request.query.currency ?? operator.rates.base,
          bookingDate: quotes.today(request, operator.timezone),
        },
        operator,
      );
      const answer = entryAnswer(calculation, lists, date, { roomType, pax: guests });
      if (!answer) throw refusal('NOT_FOUND', `No active price list prices ${guests} guest(s) on ${date}`);
      return answer;
    },
  );

  r.get(
    '/api/resort/:resort/entries',
    {
      config: readPrices(['resort']),
      schema: { tags: ['resort'], params: resortParams, response: { 200: z.array(resortPriceEntrySchema) } },
    },
    async (request) => {
      const asset = seeResort(request, request.params.resort);
      const [lists, names] = await Promise.all([
        repository.activeLists(asset),
        repository.roomTypeNames(asset),
      ]);
      return lists.flatMap((list) =>
        list.entries.map((entry) => ({
          ...entry,
          roomTypeName: entry.roomType ? (names.get(entry.roomType) ?? null) : null,
          priceList: {
            id: list.id,
            name: list.name,
            calculationType: list.calculationType,
            currency: list.currencies[0],
          },
          periods: list.periods.filter((p) => entry.season === '' || p.season === entry.season),
        })),
      );
    },
  );

  // SPEC §7 `/api/roomprices`: the prices of single rooms and cabins. They live as entries naming a
  // room in the price lists (edited there, "Prices of single rooms"); this answers them across
  // the asset's lists, whatever their status, for a room page or an export.
  r.get(
    '/api/roomprices',
    {
      config: readPrices(),
      schema: {
        tags: ['roomprices'],
        querystring: z
          .object({ resort: z.uuid().optional(), vessel: z.uuid().optional(), room: z.uuid().optional() })
          .refine((q) => Boolean(q.resort) !== Boolean(q.vessel), {
            message: 'Give a resort or a vessel',
            path: ['resort'],
          }),
        response: { 200: z.array(roomPriceSchema) },
      },
    },
    async (request) => {
      const { resort, vessel, room } = request.query;
      const asset = resort
        ? { kind: 'resort' as const, id: resort }
        : { kind: 'vessel' as const, id: vessel! };
      if (!canSeeAsset(request.principal, asset.kind, asset.id)) throw notFound(asset.kind);
      const [lists, names] = await Promise.all([
        repository.listsOf(asset, visible(request)),
        repository.roomNames(asset),
      ]);
      return lists.flatMap((list) =>
        list.entries
          .filter((entry) => entry.room !== null && (!room || entry.room === room))
          .map((entry) => ({
            ...entry,
            roomName: names.get(entry.room!) ?? null,
            priceList: { id: list.id, name: list.name, status: list.status, currency: list.currencies[0] },
            periods: list.periods.filter((p) => entry.season === '' || p.season === entry.season),
          })),
      );
    },
  );
  registerRoomPriceRoutes(app, repository, visible, readPrices());
}
