import type { TodayFigures } from '@seaberth/domain';
import { formatDate } from '@seaberth/domain';
import { Link, List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

type Birthdays = NonNullable<TodayFigures['birthdays']>;

/** The next birthdays by name, each opening the customer. */
export function BirthdaysList({ birthdays, canOpen }: { birthdays: Birthdays; canOpen: boolean }) {
  const { t } = useTranslation();
  return (
    <List dense disablePadding>
      {birthdays.next.map((person) => (
        <ListItem key={person.id} disableGutters>
          <ListItemText
            primary={
              canOpen ? (
                <Link component={RouterLink} to={`/customer/${person.id}`}>
                  {person.fullName}
                </Link>
              ) : (
                person.fullName
              )
            }
            secondary={t('today.birthdays.line', { date: formatDate(person.date), age: person.age })}
          />
        </ListItem>
      ))}
    </List>
  );
}
