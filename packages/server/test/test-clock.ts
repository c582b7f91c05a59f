/**
 * The business clock of every test server (`services.clock`) starts at one fixed moment and ticks
 * from there, whatever the day of the run. The suites' fixtures are literal dates — MV Manta's
 * trips of March 2027, seasons of 2027, stays of April — written as weeks or months ahead of
 * "today"; on the machine's clock they would turn into the past one by one from February 2027 on
 * (an early bird's 90 days passed, a deposit no longer due, a month no longer empty), and a test
 * would hold on some days and not on others. Only the business clock moves: tokens, signatures,
 * timeouts and the databases' `now()` keep the machine's time, as they do in production.
 *
 * `SEABERTH_TEST_NOW` starts it elsewhere (an ISO moment: `2026-12-31T23:20:00Z`, to try the
 * suites where UTC's day and the operator's differ) or, set to `real`, leaves the machine's clock
 * (to walk the suites through other days with Debian's `faketime`). docs/decisions.md, "The
 * suites' own clock".
 */
export const TEST_START = '2026-12-08T10:00:00Z';

function startAt(): number | null {
  const wanted = process.env.SEABERTH_TEST_NOW?.trim() || TEST_START;
  if (wanted === 'real') return null;
  const at = Date.parse(wanted);
  if (Number.isNaN(at)) throw new Error(`SEABERTH_TEST_NOW is not a moment: ${wanted}`);
  return at;
}

// Each worker process starts the clock when it loads this module: a run's workers agree to within
// their start-up, and every test file sees the same morning.
const start = startAt();
const offset = start === null ? 0 : Date.now() - start;

/** The suites' "now": the moment the test servers' business clock reads. */
export function testNow(): Date {
  return new Date(Date.now() - offset);
}

/** `ms` after the suites' now (a hold's end passed, a token's lifetime run out). */
export function testLater(ms: number): Date {
  return new Date(testNow().getTime() + ms);
}
