import type { QuoteWarning } from './calculation.ts';
import type { QuoteContext } from './draft.ts';
import { convertExact, Dec, decimalsOf, formatMoney } from './money.ts';
import type { Stay } from './stay.ts';
import { newUnit, type PriceLine } from './units.ts';

/**
 * Option lines for guests who chose a price variant their price list offers: a percentage of
 * each of the guest's room units, or a fixed amount per night or per stay.
 */
export function variantLines(
  roomLines: readonly PriceLine[],
  context: QuoteContext,
  stay: Stay,
  warnings: QuoteWarning[],
): PriceLine[] {
  const lines: PriceLine[] = [];
  // A guest priced by two lists (a stay across their validity) pays a per-stay surcharge once.
  const chargedPerStay = new Set<string>();
  for (const room of roomLines) {
    const guest = room.units[0]?.guest;
    if (!guest?.variant) continue;
    const variant = context.variants?.find((v) => v.id === guest.variant);
    const list = context.priceLists.find((l) => l.id === room.priceList);
    if (!variant || !list?.variants.includes(variant.id)) {
      warnings.push({
        code: 'NOT_OFFERED',
        text: `${list?.name ?? 'The price list'} does not offer variant ${guest.variant}`,
        customer: guest.id,
      });
      continue;
    }
    const currency = list.currencies[0];
    const absolute = convertExact(new Dec(variant.surcharge), currency, room.currency, context.rates);
    const line: PriceLine = {
      ...room,
      kind: 'option',
      text: `${variant.name}: ${guest.name ?? guest.id}`,
      reason: {
        source: 'variant',
        priceList: room.reason.priceList,
        computation:
          variant.surchargeType === 'percent'
            ? `${variant.surcharge} % of the room price`
            : `${variant.perNight ? 'per night' : 'per stay'} ${formatMoney(
                { amount: variant.surcharge, currency },
                decimalsOf(context.rates, currency),
              )}`,
      },
      units: [],
    };
    const perStayDue = !chargedPerStay.has(guest.id);
    if (variant.surchargeType === 'absolute' && !variant.perNight) chargedPerStay.add(guest.id);
    room.units.forEach((u, i) => {
      // A complete-list unit stands for the whole stay.
      const nights = u.night === null ? stay.nights.length : 1;
      const base =
        variant.surchargeType === 'percent'
          ? u.base.mul(variant.surcharge).div(100)
          : variant.perNight
            ? absolute.mul(nights)
            : i === 0 && perStayDue
              ? absolute
              : new Dec(0);
      newUnit(line, { guest: u.guest, room: u.room, bed: u.bed, night: u.night, base });
    });
    lines.push(line);
  }
  return lines;
}
