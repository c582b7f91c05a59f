import {
  effectiveCommissionPercent,
  type Calculation,
  completeDraft,
  LANGUAGES,
  type Language,
  DEFAULT_BASE_CURRENCY,
  type ExchangeRates,
  quote,
  type QuoteContext,
  type QuoteDraft,
  type QuoteDraftInput,
  type BookingQuoteInput,
  type DueAmount,
  dueAmounts,
  type Money,
  type Special,
  toZonedDate,
  utcMsToIsoDate,
} from '@seaberth/domain';
import type { FastifyRequest } from 'fastify';
import { notFound, refusal } from '../../http/errors.ts';
import type { schedules } from '../../db/schema/index.ts';
import type { Services } from '../../services.ts';
import { ReferenceRepository } from '../settings/index.ts';
import { type AssetRef, PricingRepository } from './pricing.repository.ts';
import { QuoteGuestsRepository, type StoredGuestFacts } from './quote-guests.repository.ts';

/**
 * Children are guests up to this age on arrival unless setting `general.childMaxAge` says otherwise
 * (the domain has no default of its own; 11 is "under 12", what most price lists mean by a child).
 */
export const DEFAULT_CHILD_MAX_AGE = 11;

/** The operator's child age limit from settings `general`, or the default. */
export function childMaxAgeOf(general: Record<string, string>): number {
  const age = Number(general.childMaxAge);
  return general.childMaxAge !== undefined && Number.isInteger(age) && age >= 0 ? age : DEFAULT_CHILD_MAX_AGE;
}

/** Request headers of the quote (SPEC §7 "headers for price timezone offset and price language"). */
export const PRICE_TIMEZONE_OFFSET_HEADER = 'x-price-timezone-offset';
export const PRICE_LANGUAGE_HEADER = 'x-price-language';

export interface OperatorPricing {
  rates: ExchangeRates;
  onsiteCurrency: string;
  childMaxAge: number;
  timezone: string;
}

/**
 * The caller's "today": with `X-Price-Timezone-Offset` (minutes, as JavaScript's
 * `Date.getTimezoneOffset()` gives them: UTC minus local time, so UTC+2 is -120) the date at that
 * offset, else the date in the operator's timezone.
 */
export function priceToday(request: FastifyRequest, timezone: string, now: number): string {
  const raw = request.headers[PRICE_TIMEZONE_OFFSET_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value !== undefined && value !== '') {
    const offset = Number(value);
    if (!Number.isInteger(offset) || Math.abs(offset) > 14 * 60)
      throw refusal('VALIDATION_ERROR', 'X-Price-Timezone-Offset must be whole minutes', {
        fields: [{ path: 'headers.x-price-timezone-offset', message: 'Whole minutes between -840 and 840' }],
      });
    return utcMsToIsoDate(now - offset * 60_000);
  }
  return toZonedDate(now, timezone);
}

/** `X-Price-Language`, else the first language of Accept-Language, else null. */
export function priceLanguage(request: FastifyRequest): string | null {
  const header = (name: string) => {
    const raw = request.headers[name];
    return (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
  };
  const wanted = header(PRICE_LANGUAGE_HEADER) ?? header('accept-language')?.split(',')[0];
  const code = wanted?.split(';')[0]?.trim().slice(0, 2).toLowerCase();
  return code && /^[a-z]{2}$/.test(code) ? code : null;
}

/**
 * Loads what the engine needs for one quote and runs it. The records come in a fixed number of
 * queries, run together: active price lists, variants, supplements, specials, terms, commissions
 * and currencies (settings are cached); a trip adds its schedule and then the guests already booked on it.
 */
type ScheduleRow = typeof schedules.$inferSelect;

export class QuoteService {
  readonly repository: PricingRepository;
  private readonly reference: ReferenceRepository;
  private readonly guests: QuoteGuestsRepository;

  constructor(private readonly services: Services) {
    const { db } = services.database;
    this.repository = new PricingRepository(db);
    this.reference = new ReferenceRepository(db);
    this.guests = new QuoteGuestsRepository(db);
  }

  /** The caller's "today" (priceToday) on the business clock. */
  today(request: FastifyRequest, timezone: string): string {
    return priceToday(request, timezone, this.services.clock.now().getTime());
  }

  async operatorPricing(currencies?: Awaited<ReturnType<ReferenceRepository['currencies']>>) {
    const [general, rows, timezone] = await Promise.all([
      this.services.settings.group('general'),
      currencies ?? this.reference.currencies(),
      this.services.calendar.timezone(),
    ]);
    const base = general.baseCurrency ?? DEFAULT_BASE_CURRENCY;
    return {
      rates: {
        base,
        currencies: rows.map((c) => ({ code: c.code, decimals: c.decimals, exchangeRate: c.exchangeRate })),
      },
      onsiteCurrency: general.baseOnsiteCurrency ?? base,
      childMaxAge: childMaxAgeOf(general),
      timezone,
    } satisfies OperatorPricing;
  }

  /**
   * The context of a quote for an asset; with a schedule id also the trip's dates and guests
   * (without those of `excludeBooking`, the booking being re-quoted).
   */
  async context(asset: AssetRef, scheduleId?: string, excludeBooking?: string) {
    const [priceLists, variants, supplements, specials, terms, commissions, currencies, schedule] =
      await Promise.all([
        this.repository.activeLists(asset),
        this.repository.variants(),
        this.repository.supplementsFor(asset),
        this.repository.activeSpecials(),
        this.repository.terms(),
        this.repository.commissions(),
        this.reference.currencies(),
        scheduleId ? this.repository.schedule(scheduleId) : undefined,
      ]);
    const operator = await this.operatorPricing(currencies);
    if (scheduleId && (!schedule || asset.kind !== 'vessel' || schedule.vessel !== asset.id))
      throw notFound('Schedule of this vessel');
    const context: QuoteContext = {
      priceLists,
      variants,
      supplements,
      specials,
      terms,
      commissions,
      rates: operator.rates,
      onsiteCurrency: operator.onsiteCurrency,
      childMaxAge: operator.childMaxAge,
    };
    if (schedule) {
      context.noOfPaxOnTrip = await this.repository.paxOnTrip(
        schedule.vessel,
        schedule.from,
        schedule.to,
        excludeBooking,
      );
      context.divesPerDay = schedule.divesPerDay;
      context.diveDays = schedule.diveDays;
    }
    return { context, schedule, operator };
  }

  /** Validated draft in, the engine's Calculation out. */
  async quote(
    input: QuoteDraftInput,
    request: FastifyRequest,
    trial?: Special,
  ): Promise<{ draft: QuoteDraft; calculation: Calculation }> {
    const language = priceLanguage(request);
    input = await this.withStoredGuests(input);
    return this.price(input, {
      language: (LANGUAGES as readonly string[]).includes(language ?? '')
        ? (language as Language)
        : undefined,
      today: (timezone) => this.today(request, timezone),
      trial,
    });
  }

  /**
   * The draft with what the server keeps of each guest who is a customer (type, permanent age,
   * loyalty tier, previous stays), so the wizard's preview gives a returning guest the specials
   * their booking will get: the screens send only a guest's id, name and countries. A fact the
   * draft gives itself is kept (the specials editor tries a guest with other figures).
   */
  private async withStoredGuests(input: QuoteDraftInput): Promise<QuoteDraftInput> {
    const ids = input.rooms.flatMap((r) => r.beds.flatMap((b) => (b ? [b.id] : [])));
    const stored = await this.guests.facts(ids);
    if (!stored.size) return input;
    const fill = (bed: NonNullable<QuoteDraftInput['rooms'][number]['beds'][number]>) => {
      const facts = stored.get(bed.id);
      if (!facts) return bed;
      const missing = Object.entries(facts).filter(
        ([key]) => bed[key as keyof StoredGuestFacts] === undefined,
      );
      return { ...bed, ...Object.fromEntries(missing) };
    };
    return {
      ...input,
      rooms: input.rooms.map((r) => ({ ...r, beds: r.beds.map((b) => (b ? fill(b) : b)) })),
    };
  }

  /**
   * The quote without a request, for bookings: the language and booking date are the booking's
   * own, and its own guests are not counted among those already on the trip.
   */
  async price(
    input: BookingQuoteInput,
    options: {
      language?: Language;
      today?: (timezone: string) => string;
      trial?: Special;
      excludeBooking?: string;
      /** A booking's own exchange rate for its currency, kept since its currency was chosen. */
      rate?: { currency: string; rate: string } | null;
    } = {},
  ): Promise<{ draft: QuoteDraft; calculation: Calculation }> {
    const loaded = await this.context(input.asset, input.schedule?.id, options.excludeBooking);
    return this.priceWith(loaded, input, options);
  }

  /**
   * A loaded context for several quotes of one asset: the asset's part read once, each trip adding
   * only its own schedule and guests (the public month view prices every departure with it).
   */
  async assetContext(asset: AssetRef) {
    const base = await this.context(asset);
    const withTrip = (schedule: ScheduleRow, pax: number): Awaited<ReturnType<QuoteService['context']>> => ({
      ...base,
      schedule,
      context: {
        ...base.context,
        noOfPaxOnTrip: pax,
        divesPerDay: schedule.divesPerDay,
        diveDays: schedule.diveDays,
      },
    });
    return {
      ...base,
      forTrip: async (schedule: ScheduleRow) =>
        withTrip(schedule, await this.repository.paxOnTrip(schedule.vessel, schedule.from, schedule.to)),
      /** The contexts of several trips by id, their schedules and guests read in two queries. */
      forTrips: async (ids: string[]) => {
        const [rows, pax] = await Promise.all([
          this.repository.schedules(ids),
          this.repository.paxOnTrips(ids),
        ]);
        return new Map(rows.map((schedule) => [schedule.id, withTrip(schedule, pax.get(schedule.id) ?? 0)]));
      },
    };
  }

  /**
   * Several drafts of one asset and trip priced with one context: the public month view prices
   * every cabin type of a departure without reading the price lists again for each.
   */
  async priceAll(
    inputs: BookingQuoteInput[],
    options: { language?: Language; today?: (timezone: string) => string } = {},
    context?: Awaited<ReturnType<QuoteService['context']>>,
  ): Promise<Calculation[]> {
    const first = inputs[0];
    if (!first) return [];
    const loaded = context ?? (await this.context(first.asset, first.schedule?.id));
    return Promise.all(
      inputs.map(async (input) => (await this.priceWith(loaded, input, options)).calculation),
    );
  }

  private async priceWith(
    loaded: Awaited<ReturnType<QuoteService['context']>>,
    input: BookingQuoteInput,
    options: Parameters<QuoteService['price']>[1] = {},
  ): Promise<{ draft: QuoteDraft; calculation: Calculation }> {
    const { schedule, operator } = loaded;
    const context = { ...loaded.context };
    if (options.language) context.language = options.language;
    if (options.rate) context.rates = withRate(context.rates, options.rate);
    // A special being edited is tried as it stands on screen, in place of its saved version and
    // whatever its status, so its editor can show the effect before saving.
    const trial = options.trial;
    if (trial) {
      context.specials = [
        ...(context.specials ?? []).filter((s) => s.id !== trial.id),
        { ...trial, status: 'active' },
      ];
    }
    if (!schedule && !input.dates)
      throw refusal('VALIDATION_ERROR', 'Give the dates of the stay or a schedule', {
        fields: [{ path: 'dates', message: 'Required without a schedule' }],
      });
    // A booking through an agency earns the commission of the agency's contract unless it names one.
    if (input.agency?.id && input.agency.commission === undefined) {
      const contract = await this.repository.agencyContract(input.agency.id);
      input = {
        ...input,
        agency: { id: input.agency.id, commission: contract ? effectiveCommissionPercent(contract) : null },
      };
    }
    const draft = completeDraft(input, {
      bookingDate:
        options.today?.(operator.timezone) ??
        toZonedDate(this.services.clock.now().getTime(), operator.timezone),
      schedule: schedule
        ? { id: schedule.id, tour: schedule.tour, from: schedule.from, to: schedule.to }
        : undefined,
    });
    return { draft, calculation: quote(draft, context) };
  }

  /**
   * How a booking's total falls due when its lines change by hand (nothing priced again): its own
   * terms of payment, else the default terms of the price list that priced its rooms.
   */
  async dueOf(booking: {
    asset: AssetRef;
    termsOfPayment: string | null;
    priceList: string | null;
    bookingDate: string;
    arrival: string;
    language: Language;
    rate?: { currency: string; rate: string } | null;
  }): Promise<{ dueOf: (total: Money) => DueAmount[]; context: Pick<QuoteContext, 'language' | 'rates'> }> {
    const [lists, terms, operator] = await Promise.all([
      booking.termsOfPayment ? Promise.resolve([]) : this.repository.activeLists(booking.asset),
      this.repository.terms(),
      this.operatorPricing(),
    ]);
    const termsId =
      booking.termsOfPayment ?? lists.find((l) => l.id === booking.priceList)?.defaultTermsOfPayment ?? null;
    const chosen = terms.find((t) => t.id === termsId);
    const rates = booking.rate ? withRate(operator.rates, booking.rate) : operator.rates;
    return {
      dueOf: (total) =>
        chosen ? dueAmounts(total, chosen, booking.bookingDate, booking.arrival, rates) : [],
      context: { language: booking.language, rates },
    };
  }
}

/** The operator's rates with one currency's rate as a booking keeps it. */
function withRate(rates: ExchangeRates, kept: { currency: string; rate: string }): ExchangeRates {
  return {
    ...rates,
    currencies: rates.currencies.map((c) =>
      c.code === kept.currency ? { ...c, exchangeRate: kept.rate } : c,
    ),
  };
}
