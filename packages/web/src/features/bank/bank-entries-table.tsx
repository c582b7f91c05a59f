import type { BankEntryPayment } from '@seaberth/domain';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Box,
  Button,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { IconAction } from '../../app/icon-action.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { useMoney } from '../../ui/use-money.ts';
import { formatIban, leftToAssign } from './bank-format.ts';
import type { BankEntryRow } from './bank-types.ts';
import { BankEntryStateChip } from './bank-entry-state-chip.tsx';

export interface BankEntriesTableProps {
  entries: BankEntryRow[];
  /** The account column, for lists over all accounts. */
  showAccount?: boolean;
  /** Offered on entries with money left to assign (bankentries.update). */
  onAssign?: (entry: BankEntryRow) => void;
  /** Offered on each assignment (bankentries.update). */
  onTakeBack?: (payment: BankEntryPayment, entry: BankEntryRow) => void;
}

/**
 * Statement lines: who paid, what they wrote, the signed amount, how far it is assigned and to
 * which bookings. Wide, so it scrolls inside its card rather than widening the page.
 */
export function BankEntriesTable({ entries, showAccount, onAssign, onTakeBack }: BankEntriesTableProps) {
  const { t } = useTranslation();
  const { format } = useMoney();
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('bank.entries.title')} sx={{ minWidth: 900 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('bank.entries.date')}</TableCell>
            {showAccount && <TableCell>{t('bank.entries.account')}</TableCell>}
            <TableCell>{t('bank.entries.counterparty')}</TableCell>
            <TableCell>{t('bank.entries.remittance')}</TableCell>
            <TableCell align="right">{t('bank.entries.amount')}</TableCell>
            <TableCell>{t('bank.entries.state')}</TableCell>
            <TableCell>{t('bank.entries.bookings')}</TableCell>
            {onAssign && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const left = leftToAssign(entry);
            return (
              <TableRow key={entry.id} data-testid={`bank-entry-${entry.id}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.bookingDate, false)}</TableCell>
                {showAccount && (
                  <TableCell>
                    <Link component={RouterLink} to={`/bank/${entry.bank}`}>
                      {entry.bankName ?? ''}
                    </Link>
                  </TableCell>
                )}
                <TableCell sx={{ minWidth: 160 }}>
                  <Typography variant="body2">{entry.counterpartyName || '–'}</Typography>
                  {entry.counterpartyIban && (
                    <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {formatIban(entry.counterpartyIban)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ minWidth: 200, maxWidth: 360, overflowWrap: 'anywhere' }}>
                  {entry.remittance}
                  {entry.reference && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {entry.reference}
                    </Typography>
                  )}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap', color: entry.amount < 0 ? 'error.main' : 'success.main' }}
                >
                  {format(entry.amount, entry.currency)}
                </TableCell>
                <TableCell>{entry.state && <BankEntryStateChip state={entry.state} />}</TableCell>
                <TableCell>
                  <Stack spacing={0.25}>
                    {(entry.payments ?? []).map((payment) => (
                      <Box key={payment.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                        <Link
                          component={RouterLink}
                          to={`/booking/${payment.booking}`}
                          sx={{ whiteSpace: 'nowrap' }}
                        >
                          {payment.bookingNo}
                        </Link>
                        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                          {format(payment.amount, entry.currency)}
                        </Typography>
                        {onTakeBack && (
                          <IconAction
                            label={t('bank.takeBack.named', {
                              booking: payment.bookingNo,
                              amount: format(payment.amount, entry.currency),
                            })}
                            onClick={() => onTakeBack(payment, entry)}
                          >
                            <UndoIcon fontSize="small" />
                          </IconAction>
                        )}
                      </Box>
                    ))}
                  </Stack>
                </TableCell>
                {onAssign && (
                  <TableCell sx={{ width: 110 }}>
                    {left > 0 && (
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => onAssign(entry)}
                        aria-label={t('bank.assign.named', {
                          name: entry.counterpartyName || t('bank.entries.noName'),
                          amount: format(entry.amount, entry.currency),
                        })}
                      >
                        {t('bank.assign.action')}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
