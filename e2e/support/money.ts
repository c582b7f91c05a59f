/** An amount in euro cents as the English UI writes it (€1,171.00). */
export function euro(minor: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(minor / 100);
}
