import type { BookingDetail } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { QuerySection } from '../../app/query-section.tsx';
import { useBookingTodos } from './todo-api.ts';
import { TodoTable } from './todo-table.tsx';
import { operatorToday } from '../../app/clock.ts';

/** The booking page's to-dos: what is left to do for this booking, ticked off in place. */
export function BookingTodos({ booking, canUpdate }: { booking: BookingDetail; canUpdate: boolean }) {
  const { t } = useTranslation();
  const todos = useBookingTodos(booking.id);
  return (
    <QuerySection
      id="booking-todos"
      title={t('todos.title')}
      query={todos}
      isEmpty={(list) => list.length === 0}
      empty={t('todos.empty.booking')}
      testId="booking-todos"
    >
      {(list) => <TodoTable todos={list} today={operatorToday()} withBooking={false} canSolve={canUpdate} />}
    </QuerySection>
  );
}
