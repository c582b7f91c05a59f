import {
  type AutomationSource,
  DEFAULT_TODO_ACTION,
  DEFAULT_TODO_CONDITION,
  DEFAULT_TODO_TRIGGER,
  type TodoCatchUp,
  type TodoRuleAction,
  type TodoRuleCondition,
  type TodoRuleOutcome,
  type TodoRuleTrigger,
} from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { todoKeys } from './todo-api.ts';

/** A to-do rule as the editor holds it (issue 38): the definition with its trigger, condition and action. */
export interface TodoRuleForm {
  id?: string;
  version?: number;
  group: string;
  text: string;
  rule: { calcType: 'afterBooking' | 'beforeArrival' | 'afterArrival' | 'afterDeparture'; value: number };
  closeOnAbort: boolean;
  isActive: boolean;
  trigger: TodoRuleTrigger;
  condition: TodoRuleCondition;
  action: TodoRuleAction;
  catchUp: TodoCatchUp;
}

export const NEW_TODO_RULE: TodoRuleForm = {
  group: '',
  text: '',
  rule: { calcType: 'afterBooking', value: 0 },
  closeOnAbort: true,
  isActive: true,
  trigger: { kind: 'beforeArrival', days: 3 },
  condition: DEFAULT_TODO_CONDITION,
  action: DEFAULT_TODO_ACTION,
  catchUp: 'now',
};

/** A stored definition as a rule: one written before rules had triggers is "booking created: a to-do". */
export function asRuleForm(row: Partial<TodoRuleForm> & { id: string }): TodoRuleForm {
  return {
    ...NEW_TODO_RULE,
    ...row,
    trigger: row.trigger ?? DEFAULT_TODO_TRIGGER,
    condition: row.condition ?? DEFAULT_TODO_CONDITION,
    action: row.action ?? DEFAULT_TODO_ACTION,
    catchUp: row.catchUp ?? 'now',
  };
}

const ruleKeys = {
  all: ['tododefinition'] as const,
  log: (id: string, page: number) => ['todo', 'rule-log', id, page] as const,
  automation: (query: AutomationLogFilter) => ['todo', 'automation-log', query] as const,
};

/** What the log tab asks for: a page, and optionally one kind of source or one outcome. */
export interface AutomationLogFilter {
  page: number;
  size: number;
  source?: AutomationSource;
  outcome?: TodoRuleOutcome;
}

/** The automation's one log: every rule's lines and the mail schedules' mails (issue 38). */
export function useAutomationLog(query: AutomationLogFilter) {
  return useQuery({
    queryKey: ruleKeys.automation(query),
    queryFn: () => api.GET('/api/todo/log', { query }),
    placeholderData: keepPreviousData,
  });
}

/** Every rule, active or not, on one page. */
export function useTodoRules() {
  return useQuery({
    queryKey: [...ruleKeys.all, 'rules'],
    queryFn: () => api.GET('/api/tododefinition', { query: { page: 0, size: 0 } }),
    select: (page) => page.data.map((row) => asRuleForm(row as unknown as TodoRuleForm & { id: string })),
  });
}

/** Creates or changes a rule (the generic definition calls); every to-do list reloads. */
export function useSaveTodoRule() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ id, ...body }: TodoRuleForm) =>
      id
        ? api.POST('/api/tododefinition/{id}', { path: { id }, body: body as never })
        : api.POST('/api/tododefinition', { body: body as never }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
        queryClient.invalidateQueries({ queryKey: todoKeys.all }),
      ]),
  });
}

/** `GET /api/todo/rules/{id}/log`: what the rule did, newest first. */
export function useTodoRuleLog(id: string, page: number, size: number) {
  return useQuery({
    queryKey: ruleKeys.log(id, page),
    queryFn: () => api.GET('/api/todo/rules/{id}/log', { path: { id }, query: { page, size } }),
    placeholderData: keepPreviousData,
  });
}

export interface RuleChoices {
  roles: { id: string; name: string }[];
  users: { id: string; name: string }[];
  templates: { id: string; name: string }[];
  assets: { id: string; name: string }[];
}

const named = (page: { data: unknown[] }) =>
  (page.data as { id: string; name: string }[]).map(({ id, name }) => ({ id, name }));

/** What a rule can name: roles and users to give to-dos to, mail templates, resorts and vessels. */
export function useRuleChoices() {
  return useQuery({
    queryKey: [...ruleKeys.all, 'choices'],
    queryFn: async (): Promise<RuleChoices> => {
      const all = { query: { page: 0, size: 0 } };
      const [roles, users, templates, resorts, vessels] = await Promise.all([
        api.GET('/api/userrole', all).catch(() => ({ data: [] })),
        api.GET('/api/users', all).catch(() => ({ data: [] })),
        api.GET('/api/mail/template', all).catch(() => ({ data: [] })),
        api.GET('/api/resort', all).catch(() => ({ data: [] })),
        api.GET('/api/vessel', all).catch(() => ({ data: [] })),
      ]);
      return {
        roles: named(roles),
        users: named(users),
        templates: named(templates),
        assets: [...named(resorts), ...named(vessels)],
      };
    },
    meta: { silent: true },
  });
}
