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
    const lines = mainPart(text.slice(start + 8, end < 0 ? undefined : end).split('\n'));
    const shown = lines.slice(0, 120);
    const title = `${test.title} (attempt ${result.retry + 1})`;
    process.stdout.write(`\n--- page at the failure of ${title} ---\n${shown.join('\n')}\n`);
    if (lines.length > shown.length) process.stdout.write(`… ${lines.length - shown.length} more lines\n`);
  }
}

/** The page's `main` and what lies over it (dialogs, alerts): the drawer and header say nothing. */
function mainPart(lines: string[]): string[] {
  const at = lines.findIndex((line) => /^\s*- main\b/.test(line));
  if (at < 0) return lines;
  const indent = lines[at]!.search(/\S/);
  const after = lines.slice(at + 1);
  const end = after.findIndex((line) => line.trim() && line.search(/\S/) <= indent);
  const main = [lines[at]!, ...(end < 0 ? after : after.slice(0, end))];
  // Dialogs and snackbars are siblings of the app's frame, after it.
  const rest =
    end < 0 ? [] : after.slice(end).filter((line) => /^\s*- (dialog|alert|alertdialog|status)\b/.test(line));
  return [...main, ...rest];
}
