import { type Agency, effectiveCommissionPercent } from '@seaberth/domain';

export type Contract = Pick<Agency, 'commissionPercent' | 'commissionMode'>;

export interface CommissionExample {
  /** The percentage of the list price the agency earns (the contract's own when included). */
  effective: number;
  /** The list price of the example: the guest's price (included) or the operator's net (on top). */
  base: number;
  commission: number;
  /** What the guest pays. */
  guestPrice: number;
  /** What stays with the operator. */
  operatorKeeps: number;
}

/**
 * A worked example of the contract on a list price of 1,000 in the currency (minor units):
 * included, the agency keeps its share of the guest's price; on top, it earns the effective
 * percentage of the net and the guest pays net plus commission (12 % → 136.36 on 1,000.00).
 */
export function commissionExample(contract: Contract, decimals = 2): CommissionExample {
  const base = 1000 * 10 ** decimals;
  const effective = effectiveCommissionPercent(contract);
  const commission = Math.round((base * effective) / 100);
  const onTop = contract.commissionMode === 'onTop';
  return {
    effective,
    base,
    commission,
    guestPrice: onTop ? base + commission : base,
    operatorKeeps: onTop ? base : base - commission,
  };
}
