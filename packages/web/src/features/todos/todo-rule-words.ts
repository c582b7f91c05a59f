import type { TFunction } from 'i18next';
import type { RuleChoices, TodoRuleForm } from './todo-rules-api.ts';

const nameOf = (list: { id: string; name: string }[] | undefined, id: string | null) =>
  (id && list?.find((entry) => entry.id === id)?.name) || '…';

/**
 * A rule as the office says it: "3 days before arrival, if the transfer is not arranged, create
 * the to-do “Arrange the transfer” for Front desk". The names of roles, users, templates and
 * assets come from `choices` (an ellipsis while they load).
 */
export function ruleInWords(t: TFunction, rule: TodoRuleForm, choices?: RuleChoices): string {
  const { trigger, condition, action } = rule;
  const dated = ['beforeArrival', 'afterDeparture', 'paymentDue'].includes(trigger.kind);
  const parts = [t(`todos.rules.words.trigger.${trigger.kind}`, dated ? { count: trigger.days } : {})];
  if (condition.kind !== 'none')
    parts.push(
      t(`todos.rules.words.condition.${condition.kind}`, { asset: nameOf(choices?.assets, condition.asset) }),
    );
  const who = action.role
    ? nameOf(choices?.roles, action.role)
    : action.user
      ? nameOf(choices?.users, action.user)
      : null;
  if (action.kind === 'mail')
    parts.push(t('todos.rules.words.mail', { template: nameOf(choices?.templates, action.template) }));
  else if (action.kind === 'notify')
    parts.push(t('todos.rules.words.notify', { who: who ?? '…', text: rule.text }));
  else {
    parts.push(
      who
        ? t('todos.rules.words.todoFor', { text: rule.text, who })
        : t('todos.rules.words.todo', { text: rule.text }),
    );
    // A to-do made when the booking is made is due by its due rule, as the plain definitions always were.
    if (trigger.kind === 'bookingCreated')
      parts.push(t(`todos.rules.words.due.${rule.rule.calcType}`, { count: rule.rule.value }));
  }
  if (dated || trigger.kind === 'stayDay') parts.push(t(`todos.rules.words.catchUp.${rule.catchUp}`));
  return parts.join(', ');
}
