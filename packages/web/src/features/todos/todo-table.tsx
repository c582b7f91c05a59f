import type { BookingTodo } from '@seaberth/domain';
import {
  Alert,
  Box,
  Checkbox,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../resources/format-value.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { useSolveTodo } from './todo-api.ts';

/**
 * To-dos in a table: done box, due day (overdue in red), the task and its group, and (unless it
 * lists one booking's) the booking. Ticking the box solves the to-do; unticking opens it again.
 */
export function TodoTable({
  todos,
  today,
  withBooking = true,
  canSolve,
}: {
  todos: BookingTodo[];
  today: string;
  withBooking?: boolean;
  canSolve: boolean;
}) {
  const { t } = useTranslation();
  const solve = useSolveTodo();
  return (
    <Box>
      {solve.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {bookingErrorText(solve.error, t)}
        </Alert>
      )}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('todos.table')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">{t('todos.done')}</TableCell>
              <TableCell>{t('todos.due')}</TableCell>
              <TableCell>{t('todos.text')}</TableCell>
              {withBooking && <TableCell sx={WIDE_ONLY}>{t('todos.booking')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {todos.map((todo) => {
              const overdue = todo.open && todo.due < today;
              return (
                <TableRow key={todo.id} hover data-testid={`todo-${todo.id}`}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={!todo.open}
                      disabled={!canSolve || solve.isPending}
                      onChange={() => solve.mutate(todo)}
                      slotProps={{
                        input: {
                          'aria-label': t(todo.open ? 'todos.solve' : 'todos.reopen', { text: todo.text }),
                        },
                      }}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', color: overdue ? 'error.main' : undefined }}>
                    {formatDate(todo.due, false)}
                    {overdue && (
                      <Typography component="span" variant="caption" sx={{ ml: 0.5 }}>
                        {t('todos.overdue')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ textDecoration: todo.open ? undefined : 'line-through' }}>
                    {todo.text}
                    {todo.group && <Chip size="small" label={todo.group} sx={{ ml: 1 }} />}
                    {withBooking && (
                      // On a phone the booking goes under the task instead of a column off the screen.
                      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
                        <BookingLink todo={todo} />
                      </Box>
                    )}
                    {!todo.open && todo.editedByName && (
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                        {t('todos.doneBy', { name: todo.editedByName })}
                      </Typography>
                    )}
                  </TableCell>
                  {withBooking && (
                    <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                      <BookingLink todo={todo} />
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

function BookingLink({ todo }: { todo: BookingTodo }) {
  return (
    <>
      <Link component={RouterLink} to={`/booking/${todo.booking}`}>
        {todo.bookingNo}
      </Link>
      {todo.leadName && ` · ${todo.leadName}`}
    </>
  );
}
