import { formatDate, type MissingGuestForm } from '@seaberth/domain';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import {
  Box,
  Button,
  Link,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useCan } from '../../app/session-context.ts';
import { useMissingGuestForms } from './guest-form-api.ts';
import { ReminderDialog } from './reminder-dialog.tsx';

const DAYS = [14, 30, 60, 90, 180];

/** Bookings starting soon whose guests have not all sent their form, with a reminder per booking. */
export function MissingForms() {
  const { t } = useTranslation();
  const canSend = useCan(['bookings.update']);
  const [days, setDays] = useState(60);
  const [reminding, setReminding] = useState<MissingGuestForm | null>(null);
  const missing = useMissingGuestForms(days);
  return (
    <Box>
      <TextField
        select
        size="small"
        label={t('guestForms.missing.days')}
        value={days}
        onChange={(event) => setDays(Number(event.target.value))}
        sx={{ mb: 2, minWidth: 220 }}
      >
        {DAYS.map((value) => (
          <MenuItem key={value} value={value}>
            {t('guestForms.missing.withinDays', { count: value })}
          </MenuItem>
        ))}
      </TextField>
      {missing.isError && <LoadErrorAlert error={missing.error} onRetry={() => missing.refetch()} />}
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={t('guestForms.missing.title')} data-testid="missing-forms">
            <TableHead>
              <TableRow>
                <TableCell>{t('guestForms.review.bookingColumn')}</TableCell>
                <TableCell>{t('guestForms.review.arrival')}</TableCell>
                <TableCell>{t('guestForms.missing.lead')}</TableCell>
                <TableCell align="right">{t('guestForms.missing.sentOfBeds')}</TableCell>
                <TableCell>{t('guestForms.missing.lastReminder')}</TableCell>
                {canSend && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {(missing.data ?? []).map((row) => (
                <TableRow key={row.booking} data-testid={`missing-${row.booking}`}>
                  <TableCell>
                    <Link component={RouterLink} to={`/booking/${row.booking}`}>
                      {row.bookingNo}
                    </Link>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {row.place}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.from)}</TableCell>
                  <TableCell>
                    {row.leadName}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {row.leadEmail}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">
                    {t('guestForms.missing.sentOf', { submitted: row.submitted, beds: row.beds })}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.lastReminder ? formatInstant(row.lastReminder) : '–'}
                  </TableCell>
                  {canSend && (
                    <TableCell align="right">
                      <Button
                        size="small"
                        startIcon={<MailOutlineIcon />}
                        onClick={() => setReminding(row)}
                        disabled={!row.leadEmail}
                        aria-label={t('guestForms.reminder.named', { bookingNo: row.bookingNo })}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {t('guestForms.reminder.action')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
              {missing.data && missing.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>
                    <Typography variant="body2" color="text.secondary">
                      {t('guestForms.missing.empty')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {reminding && (
        <ReminderDialog
          booking={reminding.booking}
          bookingNo={reminding.bookingNo}
          recipient={reminding.leadEmail}
          onClose={() => setReminding(null)}
        />
      )}
    </Box>
  );
}
