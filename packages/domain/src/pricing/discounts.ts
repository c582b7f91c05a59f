import { Dec, ZERO } from './money.ts';
import type { Special } from './special.ts';
import type { Unit } from './units.ts';

export interface Delta {
  unit: Unit;
  /** Exact change of the unit's price; negative lowers it. */
  delta: Dec;
}

/** The units a special acts on, grouped as its scope says: one booking, each guest, each bed. */
export type ScopeGroup = { key: string; units: Unit[] };

const sum = (units: readonly Unit[]) => units.reduce((s, u) => s.plus(u.amount), ZERO);

/**
 * Spreads a change of a group's total over its units in proportion to their prices (evenly when
 * the group is free), so later specials and the tax see each unit's share.
 */
function spread(units: readonly Unit[], change: Dec): Delta[] {
  const total = sum(units);
  return units.map((unit) => ({
    unit,
    delta: total.isZero() ? change.div(units.length) : change.mul(unit.amount).div(total),
  }));
}

/** A reduction never takes more than the group costs; a surcharge is added as computed. */
function reduceOrRaise(units: readonly Unit[], value: Dec, reduce: boolean): Delta[] {
  if (!reduce) return spread(units, value);
  const total = sum(units);
  return total.isZero() ? [] : spread(units, Dec.min(value, total).neg());
}

/**
 * The changes one special makes to its groups (docs/pricing.md "Discount kinds"). `value` is the
 * discount value in the units' currency for the money kinds; `nights` the nights of the stay.
 */
export function groupDeltas(special: Special, group: readonly Unit[], value: Dec, nights: number): Delta[] {
  switch (special.discount) {
    case 'PerCent': {
      const share = new Dec(special.discountValue).div(100);
      // A reduction of more than 100 % stops at free.
      return group.map((unit) => {
        const change = unit.amount.mul(share);
        return { unit, delta: special.reduce ? Dec.min(change, unit.amount).neg() : change };
      });
    }
    case 'Absolute':
      return reduceOrRaise(group, value, special.reduce);
    case 'AbsoluteNights':
      return reduceOrRaise(group, value.mul(nights), special.reduce);
    case 'Lowest': {
      const lowest = Dec.min(...group.map((u) => u.amount));
      return group.map((unit) => ({ unit, delta: lowest.minus(unit.amount) }));
    }
    case 'FixUnit':
      return group.map((unit) => ({ unit, delta: value.minus(unit.amount) }));
    case 'Fix':
      return spread(group, value.minus(sum(group)));
    case 'FOC':
      return group.map((unit) => ({ unit, delta: unit.amount.neg() }));
  }
}

/**
 * FOC: the configured number of free places, the cheapest first (ties in booking order), as
 * group travel usually grants "the cheapest place free". Places are guests, or beds with scope Bed.
 */
export function freePlaces(special: Special, places: readonly ScopeGroup[]): ScopeGroup[] {
  const count = Math.max(0, Math.floor(special.discountValue));
  return places
    .map((place, index) => ({ place, index, total: sum(place.units) }))
    .sort((a, b) => a.total.comparedTo(b.total) || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((p) => p.place);
}
