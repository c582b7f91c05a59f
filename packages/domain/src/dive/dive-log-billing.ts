import { nightsBetween } from '../dates/index.ts';
import type { AddRule } from '../pricing/index.ts';

/** The add rules that make a product a dive package (SPEC §3 Product add rules). */
export const DIVE_PACKAGE_RULES: readonly AddRule[] = ['PerDive', 'PerDiveDay'];

/** A product sold with a booking, as the booking's extras keep it. */
export interface BookedProduct {
  id: string;
  name: string;
  addRule: AddRule;
  customers?: string[];
  quantity?: number;
}

/**
 * A dive package on a booking: a product with the add rule PerDive (so many dives) or PerDiveDay
 * (so many days of diving, each with as many dives as the day has) for its guests.
 */
export interface DivePackage {
  product: string;
  name: string;
  rule: 'PerDive' | 'PerDiveDay';
  /** The guests it is for; null is every guest of the booking. */
  customers: string[] | null;
  /** Dives (PerDive) or dive days (PerDiveDay) each of its guests has. */
  perGuest: number;
}

/** The planning defaults the package was priced with (settings group dive, SPEC §9). */
export interface DiveDays {
  divesPerDay: number;
  daysWithoutDives: number;
}

/**
 * The dive packages of a booking, with what each guest has of them: the quote's count (dive days
 * = nights + 1 − days without dives; dives = dive days × dives per day) times the quantity sold.
 */
export function divePackagesOf(
  products: readonly BookedProduct[],
  stay: { from: string; to: string },
  days: DiveDays,
): DivePackage[] {
  const diveDays = Math.max(0, nightsBetween(stay.from, stay.to) + 1 - days.daysWithoutDives);
  return products
    .filter((p) => DIVE_PACKAGE_RULES.includes(p.addRule))
    .map((p) => {
      const rule = p.addRule as DivePackage['rule'];
      const times = rule === 'PerDive' ? diveDays * days.divesPerDay : diveDays;
      return {
        product: p.id,
        name: p.name,
        rule,
        customers: p.customers?.length ? p.customers : null,
        perGuest: times * (p.quantity ?? 1),
      };
    });
}

/** A dive a guest already logged against a package of the booking. */
export interface ConsumedDive {
  product: string;
  date: string;
}

export type DiveCharge = { billing: 'package'; product: string } | { billing: 'charged' };

/**
 * How one more dive of a guest is paid: from the first of their packages with something left (a
 * PerDiveDay package covers every further dive of a day it already covers), else charged.
 */
export function billDive(
  dive: { customer: string; date: string },
  packages: readonly DivePackage[],
  consumed: readonly ConsumedDive[],
): DiveCharge {
  for (const pack of packages) {
    if (pack.customers && !pack.customers.includes(dive.customer)) continue;
    const used = consumed.filter((c) => c.product === pack.product);
    if (pack.rule === 'PerDiveDay') {
      const days = new Set(used.map((c) => c.date));
      if (days.has(dive.date) || days.size < pack.perGuest)
        return { billing: 'package', product: pack.product };
    } else if (used.length < pack.perGuest) return { billing: 'package', product: pack.product };
  }
  return { billing: 'charged' };
}
