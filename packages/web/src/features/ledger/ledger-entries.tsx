import type { LedgerEntry } from '@seaberth/domain';
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
import { useMoney } from '../../ui/use-money.ts';
import { isReversible, type LedgerBalance, type LedgerDefinition } from './ledger-api.ts';

export interface LedgerEntriesProps<Entry extends LedgerEntry<string>, Balance extends LedgerBalance> {
  ledger: LedgerDefinition<Entry, Balance>;
  entries: Entry[];
  /** The owner column, for the ledger of all owners. */
  showOwner: boolean;
  /** Offered on entries that are neither reversed nor a reversal themselves. */
  onReverse?: (entry: Entry) => void;
}

/** The ledger's entries, newest first: signed amounts, what they were for, who booked them. */
export function LedgerEntries<Entry extends LedgerEntry<string>, Balance extends LedgerBalance>({
  ledger,
  entries,
  showOwner,
  onReverse,
}: LedgerEntriesProps<Entry, Balance>) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const text = (key: string) => t(`${ledger.texts}.${key}`);
  const plus = (amount: number, currency: string) => (amount > 0 ? '+' : '') + format(amount, currency);
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={text('entries')} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{text('date')}</TableCell>
            {showOwner && <TableCell>{text('owner')}</TableCell>}
            <TableCell>{text('kind')}</TableCell>
            <TableCell>{text('booking')}</TableCell>
            <TableCell>{text('note')}</TableCell>
            <TableCell align="right">{text('amount')}</TableCell>
            <TableCell>{text('by')}</TableCell>
            {onReverse && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const owner = ledger.owner(entry);
            return (
              <TableRow key={entry.id} data-testid={`credit-entry-${entry.id}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.date, false)}</TableCell>
                {showOwner && (
                  <TableCell>
                    <Link component={RouterLink} to={owner.to}>
                      {owner.name}
                    </Link>
                  </TableCell>
                )}
                <TableCell>
                  {text(`kinds.${entry.kind}`)}
                  {entry.reversedBy && (
                    <Chip size="small" variant="outlined" label={text('reversed')} sx={{ ml: 1 }} />
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
                        label={t(`${ledger.texts}.reverseNamed`, {
                          kind: text(`kinds.${entry.kind}`),
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
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
