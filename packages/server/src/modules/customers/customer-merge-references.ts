/**
 * Every column that names a customer, by stored table and column name: what a merge moves. `key`
 * is the column that finds the row again (the id, but a DATEV account is keyed by its customer).
 * `text` columns hold the id as text (a guest's login).
 */
export const REFERENCES: { table: string; column: string; key?: string; text?: boolean }[] = [
  { table: 'bookings', column: 'lead' },
  { table: 'booking_guests', column: 'customer' },
  { table: 'guest_forms', column: 'customer' },
  { table: 'forms', column: 'customer' },
  { table: 'dive_logs', column: 'customer' },
  { table: 'dive_plan_divers', column: 'customer' },
  { table: 'rentals', column: 'customer' },
  { table: 'pos_transactions', column: 'customer' },
  { table: 'customer_credits', column: 'customer' },
  { table: 'loyalty_points', column: 'customer' },
  { table: 'customer_relations', column: 'customer' },
  { table: 'customer_relations', column: 'related' },
  { table: 'privacy_requests', column: 'customer' },
  { table: 'referrals', column: 'customer' },
  { table: 'referral_uses', column: 'customer' },
  { table: 'referral_rewards', column: 'customer' },
  { table: 'contest_entries', column: 'customer' },
  { table: 'datev_debitors', column: 'customer', key: 'customer' },
  // Ids in connected systems: one external id names one customer, so the survivor takes them all.
  { table: 'customer_references', column: 'customer' },
  { table: 'users', column: 'customer', text: true },
  // Earlier merges into the removed customer follow it (and are undone only after this one).
  { table: 'customer_merges', column: 'survivor' },
];

/** Tables a merge may drop rows of (kept whole in the merge record) and restore on undo. */
export const DROPPABLE = new Set([
  'customer_relations',
  'dive_plan_divers',
  'customer_duplicate_dismissals',
  'contest_entries',
]);
