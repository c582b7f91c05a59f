import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest runs the files that took longest last time first, but a fresh clone (CI) has no timing
 * cache and runs the largest files first: the 70 s hostile-input walk then started two thirds into
 * the PostgreSQL suite, and crash-recovery (short in bytes, 30 s of servers killed and restarted)
 * ended it alone on one core. The files known to be long go first, longest first; the rest keep
 * Vitest's order (failed, then longest by the cache, else largest). The hostile-input walk, first,
 * loads the run's demo that the demo test and two other walks then clone (test/demo-template.ts):
 * they come last, the longest of them first, by when it is loaded (a worker that reached one
 * earlier would wait for it).
 */
const LONG_FIRST = [
  'hostile-input.int',
  'crash-recovery.int',
  'pg-backup-restore.int',
  'two-processes.int',
  'mailbox.int',
];

const DEMO_WALKS = ['/demo.int.test', 'endpoint-access.int', 'answers-walk.int'];

const rank = (spec: TestSpecification) => LONG_FIRST.findIndex((name) => spec.moduleId.includes(name));

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = sorted.filter((spec) => rank(spec) >= 0).sort((a, b) => rank(a) - rank(b));
    const walksDemo = (spec: TestSpecification) => DEMO_WALKS.some((name) => spec.moduleId.includes(name));
    const rest = sorted.filter((spec) => rank(spec) < 0);
    const demoRank = (spec: TestSpecification) =>
      DEMO_WALKS.findIndex((name) => spec.moduleId.includes(name));
    const last = rest.filter(walksDemo).sort((a, b) => demoRank(a) - demoRank(b));
    return [...long, ...rest.filter((spec) => !walksDemo(spec)), ...last];
  }
}
