/**
 * The one list of accessibility exceptions (issue 40): every entry names the route ('*' for all),
 * the axe rule, optionally the element it applies to, and why it is acceptable. Keep it short; an
 * entry without a reason an auditor would accept does not belong here.
 */
export interface A11yException {
  route: string;
  rule: string;
  /** CSS selector of the excused element; without it the rule is off for the whole route. */
  selector?: string;
  reason: string;
}

export const A11Y_EXCEPTIONS: readonly A11yException[] = [];
