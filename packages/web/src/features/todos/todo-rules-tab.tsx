import {
  Box,
  Button,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TablePagination,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import {
  NEW_TODO_RULE,
  type TodoRuleForm,
  useRuleChoices,
  useTodoRules,
  useTodoRuleLog,
} from './todo-rules-api.ts';
import { TodoRuleDialog } from './todo-rule-dialog.tsx';
import { AutomationLogTable } from './automation-log-table.tsx';
import { ruleInWords } from './todo-rule-words.ts';

const LOG_SIZE = 20;

/** The rules tab of /todo: every rule in words, to edit in the shared dialog, and the log of one. */
export function TodoRulesTab() {
  const { t } = useTranslation();
  const rules = useTodoRules();
  const choices = useRuleChoices();
  const [editing, setEditing] = useState<TodoRuleForm | null>(null);
  const [logOf, setLogOf] = useState<TodoRuleForm | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('todos.rules.intro')}
      </Typography>
      <Button variant="contained" onClick={() => setEditing(NEW_TODO_RULE)} sx={{ mb: 1 }}>
        {t('todos.rules.new')}
      </Button>
      {rules.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {rules.isError && <LoadErrorAlert error={rules.error} onRetry={() => rules.refetch()} />}
      {rules.data?.length === 0 && <Typography sx={{ py: 2 }}>{t('todos.rules.empty')}</Typography>}
      <List aria-label={t('todos.tabs.rules')}>
        {(rules.data ?? []).map((rule) => (
          <ListItem
            key={rule.id}
            divider
            secondaryAction={
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  onClick={() => setLogOf(rule)}
                  aria-label={`${t('todos.rules.showLog')}: ${rule.text}`}
                >
                  {t('todos.rules.showLog')}
                </Button>
                <Button
                  size="small"
                  onClick={() => setEditing(rule)}
                  aria-label={`${t('todos.rules.edit')}: ${rule.text}`}
                >
                  {t('todos.rules.edit')}
                </Button>
              </Stack>
            }
            sx={{ pr: { xs: 1, sm: 22 }, flexWrap: 'wrap' }}
          >
            <ListItemText
              primary={
                <>
                  {rule.text}
                  {rule.group && <Chip size="small" label={rule.group} sx={{ ml: 1 }} />}
                  {!rule.isActive && <Chip size="small" label={t('todos.rules.inactive')} sx={{ ml: 1 }} />}
                </>
              }
              secondary={ruleInWords(t, rule, choices.data)}
            />
          </ListItem>
        ))}
      </List>
      {logOf?.id && (
        <TodoRuleLog
          key={logOf.id}
          rule={logOf as TodoRuleForm & { id: string }}
          onClose={() => setLogOf(null)}
        />
      )}
      {editing && (
        <TodoRuleDialog key={editing.id ?? 'new'} initial={editing} onClose={() => setEditing(null)} />
      )}
    </Paper>
  );
}

/** What one rule did: newest first, paged; fired, planned, skipped and why, closed by itself. */
function TodoRuleLog({ rule, onClose }: { rule: TodoRuleForm & { id: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const log = useTodoRuleLog(rule.id, page, LOG_SIZE);
  return (
    <Box component="section" aria-label={t('todos.rules.log.title', { text: rule.text })} sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('todos.rules.log.title', { text: rule.text })}
        </Typography>
        <Button size="small" onClick={onClose}>
          {t('todos.rules.log.close')}
        </Button>
      </Stack>
      {log.isError && <LoadErrorAlert error={log.error} onRetry={() => log.refetch()} />}
      {log.data?.data.length === 0 && <Typography>{t('todos.rules.log.empty')}</Typography>}
      {log.data && log.data.data.length > 0 && (
        <>
          <AutomationLogTable entries={log.data.data} label={t('todos.rules.log.table')} />
          <TablePagination
            component="div"
            count={log.data.total}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={LOG_SIZE}
            rowsPerPageOptions={[LOG_SIZE]}
          />
        </>
      )}
    </Box>
  );
}
