// The todos feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { BookingTodos } from './booking-todos.tsx';

export const todosScreen = lazyScreen(() => import('./todo-page.tsx').then((m) => ({ default: m.TodoPage })));
