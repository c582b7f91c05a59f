import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * CI keeps only its log: a failed test's page, as Playwright's error context saw it (the ARIA
 * snapshot), is printed there, so a failure that does not happen on a quiet machine can still be
 * read afterwards (stop 53: a heading "not found", with no clue what the page showed instead).
 */
export default class FailurePageReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.path?.endsWith('error-context.md'));
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    // The snapshot is the context's YAML block (the page, or the element the locator found).
    const start = text.indexOf('```yaml\n');
    if (start < 0) return;
    const end = text.indexOf('\n```', start + 8);
    const lines = text.slice(start + 8, end < 0 ? undefined : end).split('\n');
    const shown = lines.slice(0, 120);
    const title = `${test.title} (attempt ${result.retry + 1})`;
    process.stdout.write(`\n--- page at the failure of ${title} ---\n${shown.join('\n')}\n`);
    if (lines.length > shown.length) process.stdout.write(`… ${lines.length - shown.length} more lines\n`);
  }
}
