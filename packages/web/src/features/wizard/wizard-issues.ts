import type { TFunction } from 'i18next';
import type { WizardIssue } from './wizard-validation.ts';

export function issueText(issue: WizardIssue, t: TFunction): string {
  return t(`wizard.issues.${issue.code}`, issue.params ?? {});
}

/** The first problem of a field (or of anything under it: `rooms.0` covers `rooms.0.beds`). */
export function issueAt(
  issues: readonly WizardIssue[] | undefined,
  path: string,
  t: TFunction,
  exact = false,
): string | undefined {
  const found = issues?.find((issue) => issue.path === path || (!exact && issue.path.startsWith(`${path}.`)));
  return found ? issueText(found, t) : undefined;
}
