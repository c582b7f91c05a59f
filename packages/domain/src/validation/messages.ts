/** A rule's verdict: null when valid, else the message to show under the field. */
export type RuleResult = string | null;
export type Rule<T> = (value: T) => RuleResult;

/** Fills `%name` placeholders, the spec's template style ('longer than %minLength characters'). */
export function formatMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/%([A-Za-z]+)/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * English defaults. SPEC §5 gives the reset-form texts verbatim; the others are ours. The web app
 * may pass a translated template to any rule instead.
 */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  minLength: 'Must be at least %min characters',
  maxLength: 'Must be at most %max characters',
  min: 'Must be at least %min',
  max: 'Must be at most %max',
  notANumber: 'Must be a number',
  nonNegativeInteger: 'Must be a whole number of 0 or more',
  emailRequired: 'E-Mail is required',
  emailInvalid: 'E-mail must be valid',
  portCode: 'Port code must be 2-3 letters or digits, an optional space and 1-5 digits',
  equals: 'Values must match',
  notEquals: 'Values must differ',
  maxFileSize: 'File must not be larger than %maxKb KB',
  invalidDate: 'Must be a valid date',
  dateOnOrAfter: 'Date must be on or after %date',
  dateOnOrBefore: 'Date must be on or before %date',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be longer than %minLength characters',
  passwordsMustMatch: 'Passwords must match',
  tokenRequired: 'Token is required',
  dateWindow: 'Use a date between %first and %last',
  rangeTooLong: 'The period spans at most %days days here',
  // The loyalty programme's refusals (customers/loyalty.ts): the server fills the values.
  loyaltyNotEnough: 'Only %balance points are there to spend',
  loyaltyBelowMinimum: 'At least %min points are spent at once',
} as const;
