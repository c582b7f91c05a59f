import { formatDate, hasAnyScope, isIsoDate } from '@seaberth/domain';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Tab,
  TablePagination,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import { type TodoList, useTodos } from './todo-api.ts';
import { TodoTable } from './todo-table.tsx';
import { TodoRulesTab } from './todo-rules-tab.tsx';
import { AutomationLogTab } from './automation-log-tab.tsx';
import { operatorToday } from '../../app/clock.ts';

const PAGE_SIZE = 25;
type TabKey = TodoList | 'rules' | 'log';
const TABS: TabKey[] = ['open', 'own', 'allTodos', 'rules', 'log'];

/** /todo: what is left to do across all bookings, the reader's own, all of it, the rules and their log. */
export function TodoPage() {
  const { t } = useTranslation();
  const { principal } = useSession();
  const [tab, setTab] = useState<TabKey>('open');
  // `?dueBy=` (the Today page's overdue to-dos): the open ones due by that day.
  const [params, setParams] = useSearchParams();
  const dueBy = params.get('dueBy') ?? '';
  return (
    <Box>
      <PageHeading title={t('todos.title')} />
      <Tabs
        value={tab}
        onChange={(_event, value) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((key) => (
          <Tab key={key} value={key} label={t(`todos.tabs.${key}`)} />
        ))}
      </Tabs>
      {tab === 'rules' ? (
        <TodoRulesTab />
      ) : tab === 'log' ? (
        <AutomationLogTab />
      ) : (
        <TodoListTab
          key={`${tab}-${dueBy}`}
          list={tab}
          dueBy={isIsoDate(dueBy) ? dueBy : undefined}
          onClearDueBy={() => setParams({}, { replace: true })}
          canSolve={hasAnyScope(principal, ['bookings.update', 'todo.update'])}
        />
      )}
    </Box>
  );
}

function TodoListTab({
  list,
  canSolve,
  dueBy,
  onClearDueBy,
}: {
  list: TodoList;
  canSolve: boolean;
  dueBy?: string;
  onClearDueBy: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const todos = useTodos(list, { page, size: PAGE_SIZE, search: debounced || undefined, dueBy });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
      {dueBy && (
        <Alert
          severity="info"
          sx={{ mb: 2, alignItems: 'center' }}
          action={
            <Button color="inherit" size="small" onClick={onClearDueBy}>
              {t('resources.common.showAll')}
            </Button>
          }
        >
          {t('todos.dueBy', { date: formatDate(dueBy) })}
        </Alert>
      )}
      <TextField
        type="search"
        label={t('todos.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
        size="small"
        sx={{ mb: 1, width: { xs: '100%', sm: 320 } }}
      />
      {todos.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {todos.isError && <LoadErrorAlert error={todos.error} onRetry={() => todos.refetch()} />}
      {todos.data && todos.data.data.length === 0 && (
        <Typography variant="body2" sx={{ py: 2 }}>
          {t(`todos.empty.${list}`)}
        </Typography>
      )}
      {todos.data && todos.data.data.length > 0 && (
        <>
          <TodoTable todos={todos.data.data} today={operatorToday()} canSolve={canSolve} />
          <TablePagination
            component="div"
            count={todos.data.total}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
          />
        </>
      )}
    </Paper>
  );
}
