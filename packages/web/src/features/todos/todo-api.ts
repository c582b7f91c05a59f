import type { BookingTodo } from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** Which to-dos a list shows (SPEC §7 Todos): open ones, the reader's own, or all. */
export type TodoList = 'open' | 'own' | 'allTodos';

export interface TodoQuery {
  page: number;
  size: number;
  search?: string;
  dueBy?: string;
  booking?: string;
}

export const todoKeys = {
  all: ['todo'] as const,
  list: (list: TodoList, query: TodoQuery) => ['todo', list, query] as const,
};

export function useTodos(list: TodoList, query: TodoQuery) {
  const params = {
    page: query.page,
    size: query.size,
    search: query.search || undefined,
    dueBy: query.dueBy || undefined,
    booking: query.booking || undefined,
  };
  const path = `/api/todo/${list}` as const;
  return useQuery({
    queryKey: todoKeys.list(list, query),
    queryFn: () => api.GET(path, { query: params }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** Done, or open again: every to-do list reloads. */
export function useSolveTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (todo: Pick<BookingTodo, 'id' | 'booking' | 'open'>) =>
      api.POST('/api/todo/solve/{bookingId}/{todoId}', {
        path: { bookingId: todo.booking, todoId: todo.id },
        body: { open: !todo.open },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
  });
}

/** One booking's to-dos, open ones first by due day. */
export function useBookingTodos(booking: string) {
  return useQuery({
    queryKey: ['todo', 'booking', booking] as const,
    queryFn: () => api.GET('/api/todo/allTodos', { query: { booking, page: 0, size: 0 } }),
    select: (page) => page.data,
    meta: { silent: true },
  });
}
