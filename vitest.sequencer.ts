import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest runs the files that took longest last time first, but a fresh clone (CI) has no timing
 * cache and runs the largest files first: the 70 s hostile-input walk then started two thirds into
 * the PostgreSQL suite, and crash-recovery (short in bytes, 30 s of servers killed and restarted)
 * ended it alone on one core. The files known to be long go first, longest first; the rest keep
 * Vitest's order (failed, then longest by the cache, else largest).
 */
const LONG_FIRST = [
  'hostile-input.int',
  'crash-recovery.int',
  'endpoint-access.int',
  'pg-backup-restore.int',
  'two-processes.int',
  'mailbox.int',
];

const rank = (spec: TestSpecification) => LONG_FIRST.findIndex((name) => spec.moduleId.includes(name));

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = sorted.filter((spec) => rank(spec) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...long, ...sorted.filter((spec) => rank(spec) < 0)];
  }
}
