/** SPEC §5: a response is OK for 200-299 and for 304 (a cached copy is still good). */
export function isOkStatus(status: number): boolean {
  return (Number.isInteger(status) && status >= 200 && status <= 299) || status === 304;
}
