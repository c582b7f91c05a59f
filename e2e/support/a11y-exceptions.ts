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

export const A11Y_EXCEPTIONS: readonly A11yException[] = [
  {
    route: '/price/:id',
    rule: 'target-size',
    selector: '[data-period-bar]',
    reason:
      'WCAG 2.5.8 exception "Equivalent": a bar on the price list\'s period timeline is as wide as its ' +
      'dates on the scale (a week of a year is a few pixels); clicking it only selects that period ' +
      'in the list beside the timeline, where every period has its own full-size fields and remove ' +
      'button, and focusing one selects it the same way.',
  },
];
