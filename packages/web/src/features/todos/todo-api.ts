import type { BookingTodo, Page } from '@seaberth/domain';
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
  const params: Record<string, string | number> = { page: query.page, size: query.size };
  if (query.search) params.search = query.search;
  if (query.dueBy) params.dueBy = query.dueBy;
  if (query.booking) params.booking = query.booking;
  return useQuery({
    queryKey: todoKeys.list(list, query),
    queryFn: () => api.get<Page<BookingTodo>>(`/api/todo/${list}`, params),
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
      api.post<BookingTodo>(
        `/api/todo/solve/${encodeURIComponent(todo.booking)}/${encodeURIComponent(todo.id)}`,
        {
          open: !todo.open,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
  });
}

/** One booking's to-dos, open ones first by due day. */
export function useBookingTodos(booking: string) {
  return useQuery({
    queryKey: ['todo', 'booking', booking] as const,
    queryFn: () => api.get<Page<BookingTodo>>('/api/todo/allTodos', { booking, page: 0, size: 0 }),
    select: (page) => page.data,
    meta: { silent: true },
  });
}
