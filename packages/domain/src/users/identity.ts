/**
 * The one form of an identity (the e-mail a person logs in with) for lookup, for storing it and as
 * the key of every limit: compatibility forms folded (NFKC turns `ｆｏｏ` into `foo` and a
 * no-break space into a space), spaces around it dropped, lower case. Two spellings that reach the
 * same account therefore always count against the same limits.
 */
export function normalizeIdentity(value: string): string {
  // Lower-casing can leave a sequence NFKC would write otherwise (rare, but cheap to settle).
  return value.normalize('NFKC').trim().toLowerCase().normalize('NFKC');
}
