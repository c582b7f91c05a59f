/** The user types a visitor may register as (SPEC §2 `/register/:userType`). */
export const REGISTRATION_USER_TYPES = ['customer', 'agency'] as const;
export type RegistrationUserType = (typeof REGISTRATION_USER_TYPES)[number];

/**
 * The operator's switch per user type that opens registration; off unless set to `true`. It is its
 * own setting, not the online-booking switch: selling online must not open accounts by itself.
 */
export const REGISTRATION_SETTINGS = {
  group: 'booking',
  keys: { customer: 'allowCustomerRegistration', agency: 'allowAgencyRegistration' },
} as const satisfies { group: string; keys: Record<RegistrationUserType, string> };
