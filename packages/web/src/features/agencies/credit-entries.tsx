import type { AgencyCreditEntry } from '@seaberth/domain';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Chip,
  Link,
  Paper,
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
import { useMoney } from '../bookings/use-money.ts';

export interface CreditEntriesProps {
  entries: AgencyCreditEntry[];
  /** The agency column, for the ledger of all agencies. */
  showAgency: boolean;
  /** Offered on entries that are neither reversed nor a reversal themselves. */
  onReverse?: (entry: AgencyCreditEntry) => void;
}

/** Whether an entry can still be reversed (the server answers 409 otherwise). */
export function isReversible(entry: AgencyCreditEntry): boolean {
  return entry.kind !== 'reversal' && !entry.reversedBy;
}

/** The ledger's entries, newest first: signed amounts, what they were for, who booked them. */
export function CreditEntries({ entries, showAgency, onReverse }: CreditEntriesProps) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const plus = (amount: number, currency: string) => (amount > 0 ? '+' : '') + format(amount, currency);
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('agencies.credits.entries')} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('agencies.credits.date')}</TableCell>
            {showAgency && <TableCell>{t('agencies.credits.agency')}</TableCell>}
            <TableCell>{t('agencies.credits.kind')}</TableCell>
            <TableCell>{t('agencies.credits.booking')}</TableCell>
            <TableCell>{t('agencies.credits.note')}</TableCell>
            <TableCell align="right">{t('agencies.credits.amount')}</TableCell>
            <TableCell>{t('agencies.credits.by')}</TableCell>
            {onReverse && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} data-testid={`credit-entry-${entry.id}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.date, false)}</TableCell>
              {showAgency && (
                <TableCell>
                  <Link component={RouterLink} to={`/agency/${entry.agency}?tab=credits`}>
                    {entry.agencyName}
                  </Link>
                </TableCell>
              )}
              <TableCell>
                {t(`agencies.credits.kinds.${entry.kind}`)}
                {entry.reversedBy && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t('agencies.credits.reversed')}
                    sx={{ ml: 1 }}
                  />
                )}
              </TableCell>
              <TableCell>
                {entry.booking ? (
                  <Link component={RouterLink} to={`/booking/${entry.booking}`}>
                    {entry.bookingNo ?? entry.booking}
                  </Link>
                ) : (
                  ''
                )}
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>{entry.note}</TableCell>
              <TableCell
                align="right"
                sx={{
                  whiteSpace: 'nowrap',
                  color: entry.amount < 0 ? 'error.main' : 'success.main',
                  textDecoration: entry.reversedBy ? 'line-through' : undefined,
                }}
              >
                {plus(entry.amount, entry.currency)}
              </TableCell>
              <TableCell>
                <Typography variant="body2">{entry.createdByName}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDate(entry.createdAt, true)}
                </Typography>
              </TableCell>
              {onReverse && (
                <TableCell sx={{ width: 56 }}>
                  {isReversible(entry) && (
                    <IconAction
                      label={t('agencies.credits.reverseNamed', {
                        kind: t(`agencies.credits.kinds.${entry.kind}`),
                        amount: format(entry.amount, entry.currency),
                      })}
                      onClick={() => onReverse(entry)}
                    >
                      <UndoIcon />
                    </IconAction>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
