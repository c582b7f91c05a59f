import type { Criterion, Operator, RuleCriterion } from '@seaberth/domain';
import type { TFunction } from 'i18next';

/** How the value of a criterion is entered: what the engine compares it with (docs/pricing.md). */
export type CriterionInput =
  | { kind: 'number' }
  | { kind: 'money' }
  | { kind: 'date' }
  | { kind: 'weekday' }
  | { kind: 'country' }
  | { kind: 'reference'; ref: string }
  | { kind: 'text' };

export const CRITERION_INPUTS: Record<Criterion, CriterionInput> = {
  NoOfPax: { kind: 'number' },
  NoOfPaxOnTrip: { kind: 'number' },
  NoOfPaxInDoubleRoom: { kind: 'number' },
  Date: { kind: 'date' },
  DepartureDay: { kind: 'weekday' },
  DaysBeforeTravelDate: { kind: 'number' },
  BookingDate: { kind: 'date' },
  // No booking, agency or customer resources exist in the web app yet: their ids are typed.
  Bookings: { kind: 'text' },
  Resort: { kind: 'reference', ref: 'resort' },
  Vessel: { kind: 'reference', ref: 'vessel' },
  CustomerType: { kind: 'text' },
  Itineraries: { kind: 'reference', ref: 'tour' },
  Agencies: { kind: 'text' },
  BookingSource: { kind: 'reference', ref: 'bookingsource' },
  Nights: { kind: 'number' },
  Customers: { kind: 'text' },
  Schedules: { kind: 'reference', ref: 'schedule' },
  SpecialsGroup: { kind: 'reference', ref: 'specialsgroup' },
  Age: { kind: 'number' },
  PassportCountry: { kind: 'country' },
  AddressCountry: { kind: 'country' },
  DayInWeek: { kind: 'weekday' },
  RoomType: { kind: 'reference', ref: 'roomtypes' },
  LastStay: { kind: 'date' },
  NoOfStays: { kind: 'number' },
  // Minor units of the base currency (docs/pricing.md).
  StayRevenue: { kind: 'money' },
  LoyaltyTier: { kind: 'reference', ref: 'loyaltytier' },
};

/** Operators that read every value; the others compare with the first one. */
export function isListOperator(operator: Operator): boolean {
  return operator === 'IsIn' || operator === 'IsNotIn';
}

/** The operators that make sense for a kind of value: ids and codes are only equal or listed. */
export function operatorsFor(criterion: Criterion): Operator[] {
  const kind = CRITERION_INPUTS[criterion].kind;
  if (kind === 'reference' || kind === 'country' || kind === 'text') return ['IsIn', 'IsNotIn', 'Equals'];
  return ['GreaterThan', 'GreaterThanEquals', 'LessThan', 'LessThanEquals', 'Equals', 'IsIn', 'IsNotIn'];
}

/** A new criterion row: a sensible operator and value for what it compares. */
export function defaultCriterion(criterion: Criterion): RuleCriterion {
  const kind = CRITERION_INPUTS[criterion].kind;
  switch (kind) {
    case 'number':
    case 'money':
      return {
        criterion,
        operator: 'GreaterThanEquals',
        values: [criterion === 'DaysBeforeTravelDate' ? 90 : 1],
      };
    case 'weekday':
      return { criterion, operator: 'IsIn', values: [6, 7] };
    case 'date':
      return { criterion, operator: 'GreaterThanEquals', values: [''] };
    default:
      return { criterion, operator: 'IsIn', values: [] };
  }
}

const SYMBOLS: Record<Operator, string> = {
  GreaterThan: '>',
  GreaterThanEquals: '≥',
  LessThan: '<',
  LessThanEquals: '≤',
  Equals: '=',
  IsIn: '∈',
  IsNotIn: '∉',
};

/** "Days before travel ≥ 90", "Day of the week is one of Sat, Sun" — for reasons and summaries. */
export function describeCriterion(
  rule: RuleCriterion,
  t: TFunction,
  labelOf?: (value: string | number) => string,
): string {
  const kind = CRITERION_INPUTS[rule.criterion]?.kind;
  const show = (value: string | number) => {
    if (kind === 'weekday') return t(`pricing.weekday.${value}`, { defaultValue: String(value) });
    if (kind === 'money' && typeof value === 'number') return (value / 100).toFixed(2);
    return labelOf ? labelOf(value) : String(value);
  };
  const values = isListOperator(rule.operator)
    ? rule.values.map(show).join(', ')
    : show(rule.values[0] ?? '');
  return t('pricing.rule.sentence', {
    criterion: t(`pricing.criterion.${rule.criterion}`, { defaultValue: rule.criterion }),
    operator: t(`pricing.operatorText.${rule.operator}`, { defaultValue: SYMBOLS[rule.operator] }),
    values,
  });
}
