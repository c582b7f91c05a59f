import {
  TODO_ACTIONS,
  TODO_CATCH_UPS,
  TODO_CONDITIONS,
  TODO_DUE_RULES,
  TODO_TRIGGERS,
  type TodoRuleAction,
} from '@seaberth/domain';
import { Alert, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { type TodoRuleForm, useRuleChoices, useSaveTodoRule } from './todo-rules-api.ts';
import { ruleInWords } from './todo-rule-words.ts';

const DATED = ['beforeArrival', 'afterDeparture', 'paymentDue'];

/**
 * Creates or edits a to-do rule in the shared dialog: when, only if, then — and the rule in words
 * underneath as it is put together, so the office reads what it will do before saving.
 */
export function TodoRuleDialog({ initial, onClose }: { initial: TodoRuleForm; onClose: () => void }) {
  const { t } = useTranslation();
  const [rule, setRule] = useState<TodoRuleForm>(initial);
  const choices = useRuleChoices();
  const save = useSaveTodoRule();
  const set = (patch: Partial<TodoRuleForm>) => setRule((current) => ({ ...current, ...patch }));
  const setAction = (patch: Partial<TodoRuleAction>) => set({ action: { ...rule.action, ...patch } });
  const label = (key: string) => t(`todos.rules.fields.${key}`);
  // Whom: a role or a user, one select for both (the server refuses both at once).
  const who = rule.action.role
    ? `role:${rule.action.role}`
    : rule.action.user
      ? `user:${rule.action.user}`
      : '';
  const dated = DATED.includes(rule.trigger.kind);
  return (
    <ActionDialog
      title={rule.id ? t('todos.rules.editTitle') : t('todos.rules.newTitle')}
      submitLabel={t('todos.rules.save')}
      onSubmit={() => save.mutate(rule, { onSuccess: onClose })}
      onClose={onClose}
      pending={save.isPending}
      error={save.error ? { text: describeError(save.error, t) } : null}
      submitDisabled={!rule.text.trim()}
      maxWidth="md"
      testId="todo-rule-dialog"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={label('trigger')}
          value={rule.trigger.kind}
          onChange={(e) =>
            set({ trigger: { ...rule.trigger, kind: e.target.value as TodoRuleForm['trigger']['kind'] } })
          }
          sx={{ flex: 2 }}
        >
          {TODO_TRIGGERS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`todos.rules.triggerKind.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        {dated && (
          <TextField
            type="number"
            label={label('days')}
            value={rule.trigger.days}
            onChange={(e) =>
              set({ trigger: { ...rule.trigger, days: Math.max(0, Number(e.target.value) || 0) } })
            }
            slotProps={{ htmlInput: { min: 0, max: 365 } }}
            sx={{ flex: 1 }}
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={label('condition')}
          value={rule.condition.kind}
          onChange={(e) =>
            set({
              condition: { ...rule.condition, kind: e.target.value as TodoRuleForm['condition']['kind'] },
            })
          }
          sx={{ flex: 1 }}
        >
          {TODO_CONDITIONS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`todos.rules.conditionKind.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        {rule.condition.kind === 'asset' && (
          <TextField
            select
            label={label('asset')}
            value={rule.condition.asset ?? ''}
            onChange={(e) => set({ condition: { ...rule.condition, asset: e.target.value || null } })}
            sx={{ flex: 1 }}
          >
            {(choices.data?.assets ?? []).map((asset) => (
              <MenuItem key={asset.id} value={asset.id}>
                {asset.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={label('action')}
          value={rule.action.kind}
          onChange={(e) => setAction({ kind: e.target.value as TodoRuleAction['kind'] })}
          sx={{ flex: 1 }}
        >
          {TODO_ACTIONS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`todos.rules.actionKind.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        {rule.action.kind === 'mail' ? (
          <TextField
            select
            label={label('template')}
            value={rule.action.template ?? ''}
            onChange={(e) => setAction({ template: e.target.value || null })}
            sx={{ flex: 1 }}
          >
            {(choices.data?.templates ?? []).map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            select
            label={rule.action.user ? label('user') : label('role')}
            value={who}
            onChange={(e) => {
              const [kind, id] = e.target.value.split(':');
              setAction({ role: kind === 'role' ? id! : null, user: kind === 'user' ? id! : null });
            }}
            sx={{ flex: 1 }}
          >
            <MenuItem value="">{label('nobody')}</MenuItem>
            {(choices.data?.roles ?? []).map((role) => (
              <MenuItem key={role.id} value={`role:${role.id}`}>
                {role.name}
              </MenuItem>
            ))}
            {(choices.data?.users ?? []).map((user) => (
              <MenuItem key={user.id} value={`user:${user.id}`}>
                {user.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={label('text')}
          value={rule.text}
          onChange={(e) => set({ text: e.target.value })}
          required
          sx={{ flex: 2 }}
        />
        <TextField
          label={label('group')}
          value={rule.group}
          onChange={(e) => set({ group: e.target.value })}
          sx={{ flex: 1 }}
        />
      </Stack>
      {rule.trigger.kind === 'bookingCreated' && rule.action.kind === 'todo' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={label('dueRule')}
            value={rule.rule.calcType}
            onChange={(e) =>
              set({ rule: { ...rule.rule, calcType: e.target.value as TodoRuleForm['rule']['calcType'] } })
            }
            sx={{ flex: 2 }}
          >
            {TODO_DUE_RULES.map((calcType) => (
              <MenuItem key={calcType} value={calcType}>
                {t(`resources.options.calcType.${calcType}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            label={label('dueDays')}
            value={rule.rule.value}
            onChange={(e) => set({ rule: { ...rule.rule, value: Math.max(0, Number(e.target.value) || 0) } })}
            sx={{ flex: 1 }}
          />
        </Stack>
      )}
      {(dated || rule.trigger.kind === 'stayDay') && (
        <TextField
          select
          label={label('catchUp')}
          value={rule.catchUp}
          onChange={(e) => set({ catchUp: e.target.value as TodoRuleForm['catchUp'] })}
        >
          {TODO_CATCH_UPS.map((policy) => (
            <MenuItem key={policy} value={policy}>
              {t(`todos.rules.catchUpKind.${policy}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={rule.isActive} onChange={(e) => set({ isActive: e.target.checked })} />}
          label={label('isActive')}
        />
        <FormControlLabel
          control={
            <Switch checked={rule.closeOnAbort} onChange={(e) => set({ closeOnAbort: e.target.checked })} />
          }
          label={label('closeOnAbort')}
        />
      </Stack>
      <Alert severity="info" icon={false} aria-label={t('todos.rules.preview')} data-testid="todo-rule-words">
        {ruleInWords(t, rule, choices.data)}
      </Alert>
    </ActionDialog>
  );
}
