import { randomUUID } from 'node:crypto';
import {
  type addCalculationLineSchema,
  type BookingDetail,
  type BookingExtras,
  type bookingAddonSchema,
  type bookingProductSchema,
  type bookingSpecialSchema,
  type Calculation,
  type CalculationEntry,
  convert,
  type editCalculationLineSchema,
  hasCancellationFee,
  isDueLine,
  isPricedId,
  type Language,
  lineRefusal,
  type ManualLine,
  type MarkPaidResult,
  manualFrom,
  type markPaidSchema,
  recalculated,
  type ReloadPriceAnswer,
  type reloadPriceSchema,
  renamed,
  withCancellationFee,
} from '@seaberth/domain';
import type { z } from 'zod';
import { notFound, refusal } from '../../http/errors.ts';
import type { ActionInput, Actor } from '../../http/actor.ts';
import type { BookingMoneyActions } from './booking-money.actions.ts';
import { type BookingService, refuse } from './booking.service.ts';
import { type SegmentKind, segmentOf } from './booking-segments.ts';
import { assetRefOf, assetRefsOf, priced as pricedValues } from './booking-steps.ts';
import { recordVersion } from './booking-history.ts';
import type { BookingRow } from './booking-rows.ts';
import { stale } from './booking-refusals.ts';
import { lineIds, manualOf, moneyOf, owes, upsert } from './booking-calculation-lines.ts';

type AddLine = z.output<typeof addCalculationLineSchema>;
type EditLine = ActionInput<z.output<typeof editCalculationLineSchema>>;
type ReloadPrice = z.output<typeof reloadPriceSchema>;
type SpecialInput = z.output<typeof bookingSpecialSchema>;
type AddonInput = z.output<typeof bookingAddonSchema>;
type ProductInput = z.output<typeof bookingProductSchema>;
type MarkPaid = z.output<typeof markPaidSchema>;

/**
 * The calculation editor. Changes of lines (add, edit, rename, delete, sort, a line priced again,
 * the terms) are applied to the calculation as last priced, so nothing else changes price behind
 * the operator's back; changes of what prices the booking (price list, specials, add-ons,
 * products, commission, language, currency, reloadPrice) price it again with the changes by hand
 * kept (pricing/manual-lines.ts). Each is one version of the booking.
 */
export class BookingCalculationActions {
  constructor(
    private readonly core: BookingService,
    private readonly money: BookingMoneyActions,
  ) {}

  async add(id: string, input: AddLine, actor: Actor): Promise<BookingDetail> {
    const booking = await this.open(id, actor, input.version);
    const current = await this.current(booking);
    await this.checkCustomer(booking, input.customer);
    const line: ManualLine = {
      id: `m-${randomUUID()}`,
      replaces: null,
      removed: false,
      text: input.text,
      amount: input.amount,
      currency: input.currency ?? booking.currency,
      customer: input.customer,
      customerType: input.customerType,
      type: input.type,
      editable: true,
      deletable: true,
    };
    let order = booking.extras.order ?? [];
    if (input.after !== undefined) {
      const ids = lineIds(current);
      const at = ids.indexOf(input.after);
      if (at < 0) throw refuse([{ path: 'after', message: 'No such line in this calculation' }]);
      order = [...ids.slice(0, at + 1), line.id, ...ids.slice(at + 1)];
    }
    return this.rewrite(booking, actor, { manual: [...manualOf(booking), line], order });
  }

  async edit(id: string, calcId: string, input: EditLine, actor: Actor): Promise<BookingDetail> {
    const booking = await this.open(id, actor, input.version);
    const entry = this.line(booking, await this.current(booking), calcId, 'edit');
    if (input.customer !== undefined) await this.checkCustomer(booking, input.customer);
    const { version: _version, ...fields } = input;
    const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const existing = manualOf(booking).find((m) => m.id === calcId) ?? manualFrom(entry);
    return this.rewrite(booking, actor, { manual: upsert(manualOf(booking), { ...existing, ...defined }) });
  }

  async rename(id: string, calcId: string, pattern: string, version: number | undefined, actor: Actor) {
    const booking = await this.open(id, actor, version);
    const entry = this.line(booking, await this.current(booking), calcId, 'edit');
    const { guests } = await this.core.bookedRooms(booking);
    const customer = guests.find((g) => g.customer === entry.customer)?.fullName ?? '';
    const text = renamed(pattern, { text: entry.text, customer });
    if (!text) throw refuse([{ path: 'pattern', message: 'The new text is empty' }]);
    return this.edit(id, calcId, { text, version }, actor);
  }

  /** Removes the line with this sort number: one added by hand goes, a priced one stays out. */
  async remove(id: string, sort: number, version: number | undefined, actor: Actor): Promise<BookingDetail> {
    const booking = await this.open(id, actor, version);
    const current = await this.current(booking);
    const entry = current.entries.find((e) => e.sort === sort);
    if (!entry?.id) throw notFound('Calculation line');
    this.line(booking, current, entry.id, 'delete');
    const manual = isPricedId(entry.id)
      ? upsert(manualOf(booking), { ...manualFrom(entry), removed: true })
      : manualOf(booking).filter((m) => m.id !== entry.id);
    return this.rewrite(booking, actor, { manual });
  }

  /** Prices one line again from today's price lists: the change by hand of it is dropped. */
  async refresh(id: string, calcId: string, version: number | undefined, actor: Actor) {
    const booking = await this.open(id, actor, version);
    const current = await this.current(booking);
    this.line(booking, current, calcId, 'edit');
    if (!isPricedId(calcId))
      throw refuse([{ path: 'calcId', message: 'A line entered by hand has no price from the price lists' }]);
    const manual = manualOf(booking).filter((m) => m.id !== calcId);
    const fresh = await this.requote(booking, { extras: { ...booking.extras, manual } });
    const line = fresh.priced?.find((e) => e.id === calcId);
    if (!line) throw refuse([{ path: 'calcId', message: 'The price lists no longer price this line' }]);
    const before = current.priced ?? current.entries.filter((e) => !isDueLine(e) && !e.manual);
    const priced = before.some((e) => e.id === calcId)
      ? before.map((e) => (e.id === calcId ? line : e))
      : [...before, line];
    return this.rewrite(booking, actor, { manual, priced });
  }

  async sort(id: string, order: string[], version: number | undefined, actor: Actor): Promise<BookingDetail> {
    const booking = await this.open(id, actor, version);
    const known = new Set(lineIds(await this.current(booking)));
    const unknown = order.findIndex((line) => !known.has(line));
    if (unknown >= 0)
      throw refuse([{ path: `order.${unknown}`, message: 'No such line in this calculation' }]);
    if (new Set(order).size !== order.length)
      throw refuse([{ path: 'order', message: 'A line is named twice' }]);
    return this.rewrite(booking, actor, { order });
  }

  /** A cancelled booking without its fee: nothing is owed any more. */
  async removeCancellationFee(id: string, version: number | undefined, actor: Actor): Promise<BookingDetail> {
    const booking = await this.core.load(id, actor, version);
    this.core.checkAction(booking, 'payment');
    if (!hasCancellationFee(booking.calculation)) throw notFound('Cancellation fee');
    return this.core.commit(booking, 'calculation', actor, {
      ...pricedValues(withCancellationFee(booking.calculation!, null)),
    });
  }

  /** The calculation as the price lists make it now; stored only with `apply`. */
  async reloadPrice(id: string, input: ReloadPrice, actor: Actor): Promise<ReloadPriceAnswer> {
    const booking = await this.open(id, actor, input.version);
    const extras: BookingExtras = input.keepManual
      ? booking.extras
      : { ...booking.extras, manual: [], order: [] };
    const next = await this.requote(booking, { extras });
    if (!input.apply) return { current: booking.calculation, next };
    const detail = await this.core.commit(booking, 'reprice', actor, { extras, ...pricedValues(next) });
    return { current: booking.calculation, next, booking: detail };
  }

  /** Another price list for the rooms; `auto` lets the price lists decide again. */
  async changePrice(id: string, price: string, version: number | undefined, actor: Actor) {
    const booking = await this.open(id, actor, version);
    if (price !== 'auto') {
      const { context } = await this.core.quotes.context(assetRefOf(booking));
      if (!context.priceLists.some((l) => l.id === price))
        throw refuse([{ path: 'price', message: `No active price list of this ${booking.type}` }]);
    }
    return this.reprice(booking, actor, {
      extras: { ...booking.extras, priceList: price === 'auto' ? null : price },
    });
  }

  async special(id: string, special: string, input: SpecialInput, actor: Actor): Promise<BookingDetail> {
    if (input.ignoreRules && !input.remove) this.core.limits.checkIgnoreRules(actor);
    const booking = await this.open(id, actor, input.version);
    const rest = booking.extras.specials.filter((s) => s.special !== special);
    if (!input.remove) {
      const { context } = await this.core.quotes.context(assetRefOf(booking));
      if (!context.specials?.some((s) => s.id === special))
        throw refuse([{ path: 'special', message: 'No such active special' }]);
      if (rest.length >= 20) throw refuse([{ path: 'special', message: 'At most 20 specials by hand' }]);
    }
    const specials = input.remove ? rest : [...rest, { special, ignoreRules: input.ignoreRules }];
    return this.reprice(booking, actor, { extras: { ...booking.extras, specials } });
  }

  async addon(id: string, addon: string, input: AddonInput, actor: Actor): Promise<BookingDetail> {
    const booking = await this.open(id, actor, input.version);
    const rest = booking.extras.addons.filter((a) => a.supplement !== addon);
    if (!input.remove) {
      const contexts = await Promise.all(assetRefsOf(booking).map((a) => this.core.quotes.context(a)));
      if (!contexts.some(({ context }) => context.supplements?.some((s) => s.id === addon)))
        throw refuse([{ path: 'addon', message: `No such add-on of this ${booking.type}` }]);
      for (const customer of input.customers ?? []) await this.checkCustomer(booking, customer, 'customers');
    }
    const addons = input.remove
      ? rest
      : [
          ...rest,
          {
            supplement: addon,
            ...(input.customers ? { customers: input.customers } : {}),
            ...(input.quantity ? { quantity: input.quantity } : {}),
          },
        ];
    return this.reprice(booking, actor, { extras: { ...booking.extras, addons } });
  }

  async product(id: string, product: string, input: ProductInput, actor: Actor): Promise<BookingDetail> {
    const booking = await this.open(id, actor, input.version);
    const rest = (booking.extras.products ?? []).filter((p) => p.id !== product);
    if (input.remove) return this.reprice(booking, actor, { extras: { ...booking.extras, products: rest } });
    const { remove: _remove, version: _version, name, price, addRule, ...details } = input;
    const missing = (['name', 'price', 'addRule'] as const).filter((k) => input[k] === undefined);
    if (missing.length) throw refuse(missing.map((path) => ({ path, message: 'Required' })));
    for (const customer of details.customers ?? []) await this.checkCustomer(booking, customer, 'customers');
    const products = [...rest, { id: product, name: name!, price: price!, addRule: addRule!, ...details }];
    return this.reprice(booking, actor, { extras: { ...booking.extras, products } });
  }

  /** A commission record for the booking; `none` takes it off. */
  async commission(id: string, commission: string, version: number | undefined, actor: Actor) {
    const booking = await this.open(id, actor, version);
    if (commission !== 'none') {
      const { context } = await this.core.quotes.context(assetRefOf(booking));
      if (!context.commissions?.some((c) => c.id === commission))
        throw refuse([{ path: 'commission', message: 'No such commission' }]);
    }
    return this.reprice(booking, actor, {
      extras: { ...booking.extras, commission: commission === 'none' ? null : commission },
    });
  }

  /**
   * The agency a booking comes through (`none` takes it off): priced again with the commission of
   * the agency's contract, refused past its credit limit unless overridden (noted in the history).
   */
  async agency(
    id: string,
    agencyId: string,
    input: { version?: number; overrideCreditLimit?: boolean },
    actor: Actor,
  ): Promise<BookingDetail> {
    const booking = await this.open(id, actor, input.version);
    const agency = agencyId === 'none' ? null : agencyId;
    if (agency) {
      const found = await this.core.repository.agencyAccounts.agency(agency).catch(() => null);
      if (!found?.isActive) throw refuse([{ path: 'agency', message: 'No such active agency' }]);
    }
    // The channel follows: a direct booking given to an agency came through it (its summary, the
    // channel statistics and channel specials say so), and one taken off it is direct again.
    const source =
      agency && booking.source === 'direct'
        ? 'agency'
        : !agency && booking.source === 'agency'
          ? 'direct'
          : booking.source;
    const calculation = await this.requote(booking, { agency, source });
    const values = { agency, source, ...pricedValues(calculation) };
    const { today } = await this.core.operatorDay();
    // Checked in the change's transaction with the agency's row locked (agency-accounts.ts).
    return this.core.repository.transaction(async (tx) => {
      const note = agency
        ? await tx.agencyAccounts.checkCreditLimit(
            agency,
            {
              id: booking.id,
              total: calculation.total.amount,
              paid: booking.paid,
              commission: calculation.commission?.amount.amount ?? 0,
              currency: booking.currency,
            },
            input.overrideCreditLimit,
            actor,
          )
        : null;
      await this.core.claim(tx, booking, values);
      const detail = await recordVersion(tx, booking.id, 'agency', actor, note ? [note] : []);
      await this.core.moneyFollows(tx, booking, detail, 'agency', actor, today);
      return detail;
    });
  }

  /** The booking's language: its documents and the texts of its lines. */
  async language(id: string, language: Language, version: number | undefined, actor: Actor) {
    const booking = await this.open(id, actor, version);
    return this.reprice(booking, actor, { language });
  }

  /**
   * Another currency for a booking without payments: the day's rate is kept with the booking for
   * its life, and lines entered by hand in the old currency are converted at it.
   */
  async currency(id: string, currency: string, version: number | undefined, actor: Actor) {
    const booking = await this.open(id, actor, version);
    if (booking.paid !== 0 || (await this.core.repository.paymentsOf(booking.id)).length)
      throw refusal(
        'MONEY_ON_BOOKING',
        `Booking ${booking.bookingNo} has payments; its currency can no longer change`,
        { params: { bookingNo: booking.bookingNo } },
      );
    const [rates, { today }] = await Promise.all([this.core.rates(), this.core.operatorDay()]);
    const rate = rates.currencies.find((c) => c.code === currency);
    if (!rate && currency !== rates.base)
      throw refuse([{ path: 'currency', message: `No exchange rate for ${currency} in the settings` }]);
    const manual = manualOf(booking).map((m) =>
      m.currency === booking.currency && !m.removed
        ? { ...m, ...moneyOf(convert({ amount: m.amount, currency: m.currency }, currency, rates)) }
        : m,
    );
    const fx = { currency, rate: rate?.exchangeRate ?? '1', date: today };
    return this.reprice(booking, actor, { currency, extras: { ...booking.extras, manual, fx } });
  }

  /** Other terms of payment: the due amounts change, the prices do not. */
  async changeTerms(id: string, terms: string, version: number | undefined, actor: Actor) {
    const booking = await this.open(id, actor, version);
    const { context } = await this.core.quotes.context(assetRefOf(booking));
    if (!context.terms?.some((t) => t.id === terms))
      throw refuse([{ path: 'terms', message: 'No such terms of payment' }]);
    return this.rewrite({ ...booking, termsOfPayment: terms }, actor, {}, { termsOfPayment: terms });
  }

  /** The due amounts again from the terms as they stand now (after the terms were edited). */
  async updatePaymentPolicy(id: string, version: number | undefined, actor: Actor) {
    const booking = await this.open(id, actor, version);
    return this.rewrite(booking, actor, {});
  }

  /** A payment of what is still open on each booking; the others are named with the reason. */
  async markPaid(input: MarkPaid, actor: Actor): Promise<MarkPaidResult> {
    const result: MarkPaidResult = { paid: [], skipped: [] };
    const { today } = await this.core.operatorDay();
    const seen = new Map(input.bookings.map((b) => [b.id, b.version]));
    const found = new Map<string, BookingRow>();
    // Every version is checked before anything is paid: a stale one refuses the whole call (409).
    for (const [id, version] of seen) {
      const booking = await this.core.repository.booking(id, this.core.repository.visibleTo(actor.principal));
      if (booking && booking.version !== version) throw stale(booking, version);
      if (booking) found.set(id, booking);
    }
    for (const [id, version] of seen) {
      const booking = found.get(id);
      if (!booking) {
        result.skipped.push({ id, bookingNo: null, reason: 'notFound' });
        continue;
      }
      const open = booking.total - booking.paid;
      if (!owes(booking)) result.skipped.push({ id, bookingNo: booking.bookingNo, reason: 'notAllowed' });
      else if (open <= 0) result.skipped.push({ id, bookingNo: booking.bookingNo, reason: 'nothingOpen' });
      else {
        await this.money.addPayment(
          id,
          {
            amount: open,
            currency: booking.currency,
            date: input.date ?? today,
            method: input.method,
            reference: input.reference,
            note: '',
            version,
          },
          actor,
        );
        result.paid.push({ id, bookingNo: booking.bookingNo, amount: open, currency: booking.currency });
      }
    }
    return result;
  }

  // ---- steps ----

  private async open(id: string, actor: Actor, version?: number): Promise<BookingRow> {
    const booking = await this.core.load(id, actor, version);
    this.core.checkAction(booking, 'calculation');
    return booking;
  }

  /** The stored calculation (a booking stored without one is priced first). */
  private async current(booking: BookingRow): Promise<Calculation> {
    return booking.calculation ?? this.requote(booking, {});
  }

  /** The line with this id, if the operator may change it that way (409 when not). */
  private line(booking: BookingRow, calculation: Calculation, calcId: string, change: 'edit' | 'delete') {
    const entry = calculation.entries.find((e) => e.id === calcId);
    if (!entry) throw notFound('Calculation line');
    const code = lineRefusal(entry, change);
    if (code)
      throw refusal(
        code,
        `The line "${entry.text}" of booking ${booking.bookingNo} may not be ${change === 'edit' ? 'changed' : 'removed'}`,
        { params: { text: entry.text, bookingNo: booking.bookingNo } },
      );
    return entry;
  }

  private async checkCustomer(booking: BookingRow, customer: string | null, path = 'customer') {
    if (customer === null) return;
    const { guests } = await this.core.bookedRooms(booking);
    if (!guests.some((g) => g.customer === customer))
      throw refuse([{ path, message: 'Not a guest of this booking' }]);
  }

  /**
   * Stores changes by hand on the calculation as last priced: totals and due amounts anew, no
   * price looked up again. `values` are further columns that change with it (the terms).
   */
  private async rewrite(
    booking: BookingRow,
    actor: Actor,
    changes: { manual?: ManualLine[]; order?: string[]; priced?: CalculationEntry[] },
    values: Partial<BookingRow> = {},
  ): Promise<BookingDetail> {
    const current = await this.current(booking);
    const manual = changes.manual ?? manualOf(booking);
    const order = changes.order ?? booking.extras.order ?? [];
    const { dueOf, context } = await this.core.quotes.dueOf({
      asset: assetRefOf(booking),
      termsOfPayment: booking.termsOfPayment,
      priceList: current.entries.find((e) => e.reason.priceList)?.reason.priceList?.id ?? null,
      bookingDate: booking.bookingDate,
      arrival: booking.from,
      language: booking.language as Language,
      rate: booking.extras.fx?.currency === booking.currency ? booking.extras.fx : null,
    });
    const calculation = recalculated(current, { manual, order, priced: changes.priced }, dueOf, context);
    const extras = { ...booking.extras, manual, order };
    return this.core.commit(booking, 'calculation', actor, {
      ...values,
      extras,
      ...pricedValues(calculation),
    });
  }

  /** The booking priced again as it would be with `values`. */
  private async requote(booking: BookingRow, values: Partial<BookingRow>): Promise<Calculation> {
    const next = { ...booking, ...values } as BookingRow;
    const { rooms, guests } = await this.core.bookedRooms(booking);
    const target = segmentOf(next, rooms, next.type as SegmentKind);
    return this.core.reprice(next, target, await this.core.replan(rooms, guests, new Map()));
  }

  private async reprice(
    booking: BookingRow,
    actor: Actor,
    values: Partial<BookingRow>,
  ): Promise<BookingDetail> {
    const calculation = await this.requote(booking, values);
    return this.core.commit(booking, 'reprice', actor, { ...values, ...pricedValues(calculation) });
  }
}
