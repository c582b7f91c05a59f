import { formatDate } from '@seaberth/domain';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';

/** The days the dialog lists, today included. */
export const BIRTHDAY_DIALOG_DAYS = 14;

/**
 * The coming birthdays by name (`GET /api/customer/birthday/{days}`), opened from the Today
 * page's birthday count: who, on which day, turning how old; each name opens the record.
 */
export function BirthdaysDialog({ canOpen, onClose }: { canOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // `{days}` counts the days after today: 13 of them and today make the 14 the title names.
  const days = BIRTHDAY_DIALOG_DAYS - 1;
  const list = useQuery({
    queryKey: ['customer', 'birthday', days],
    queryFn: () => api.GET('/api/customer/birthday/{days}', { path: { days } }),
    meta: { silent: true },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="birthdays-dialog-title">
      <DialogTitle id="birthdays-dialog-title">
        {t('today.birthdays.dialogTitle', { count: BIRTHDAY_DIALOG_DAYS })}
      </DialogTitle>
      <DialogContent>
        {list.isPending ? (
          <CircularProgress size={24} aria-label={t('today.birthdays.loading')} />
        ) : list.isError ? (
          <LoadErrorAlert error={list.error} onRetry={() => list.refetch()} />
        ) : list.data.length === 0 ? (
          <Typography color="text.secondary">{t('today.birthdays.none')}</Typography>
        ) : (
          <List dense disablePadding data-testid="birthdays-dialog-list">
            {list.data.map((person) => (
              <ListItem key={person.id} disableGutters>
                <ListItemText
                  primary={
                    canOpen ? (
                      <Link component={RouterLink} to={`/customer/view/${person.id}`}>
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
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('today.birthdays.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
