import type { WizardDraft } from './wizard-draft.ts';
import type { WizardIssue } from './wizard-validation.ts';

/** What every step gets: the draft, a way to change it, and the problems to show (once tried). */
export interface StepProps {
  draft: WizardDraft;
  update: (change: (current: WizardDraft) => WizardDraft) => void;
  /** Shown only after the operator tried to go on; empty before. */
  issues: readonly WizardIssue[];
}
