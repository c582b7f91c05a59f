/** Feature flags that switch whole areas on or off (SPEC §1). */
export const FEATURES = [
  'bank',
  'connect',
  'resort',
  'vessel',
  'ota',
  'pos',
  'todo',
  'mailScheduler',
  'contest',
  'crmMaster',
  'crmClient',
  'forms',
  'loyalityProgram',
  'diveLog',
  'assetMaster',
  'stock',
  'bookingWidget',
  'customerRelation',
] as const;
export type Feature = (typeof FEATURES)[number];

/** View switches hide report routes (SPEC §1). */
export const VIEW_SWITCHES = ['financeReports', 'bookingReports', 'diveReports'] as const;
export type ViewSwitch = (typeof VIEW_SWITCHES)[number];

export type FeatureState = Record<Feature, boolean>;
export type ViewState = Record<ViewSwitch, boolean>;

/**
 * Defaults for a fresh installation. Decision (docs/decisions.md): everything an operator of a
 * resort or a liveaboard uses daily is on; integrations that need outside systems start off.
 */
export const DEFAULT_FEATURES: FeatureState = {
  bank: true,
  connect: false,
  resort: true,
  vessel: true,
  ota: false,
  pos: true,
  todo: true,
  mailScheduler: true,
  contest: false,
  crmMaster: false,
  crmClient: false,
  forms: true,
  loyalityProgram: false,
  diveLog: true,
  assetMaster: false,
  stock: true,
  bookingWidget: true,
  customerRelation: true,
};

export const DEFAULT_VIEWS: ViewState = { financeReports: true, bookingReports: true, diveReports: true };

/** A route or endpoint listing several features is available when any one of them is on. */
export function anyFeatureOn(required: readonly string[] | undefined, state: Partial<FeatureState>): boolean {
  if (!required || required.length === 0) return true;
  return required.some((f) => state[f as Feature] === true);
}
