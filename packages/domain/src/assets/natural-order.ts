/** Names as people count them: "Cabin 9" before "Cabin 10", case and accents aside. */
export const naturalOrder = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export function compareNames(a: string, b: string): number {
  return naturalOrder.compare(a, b);
}
