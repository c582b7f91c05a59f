import { type AutomationLogEntry, isIsoDate, type TodoRuleLogEntry } from '@seaberth/domain';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../resources/format-value.ts';

type T = ReturnType<typeof useTranslation>['t'];
type Entry = TodoRuleLogEntry & Partial<Pick<AutomationLogEntry, 'source' | 'sourceName'>>;

/**
 * Lines of the automation's log (issue 38): one rule's (the rules tab) or every rule's and mail
 * schedule's (the log tab, `withSource`). The booking opens its page.
 */
export function AutomationLogTable({
  entries,
  label,
  withSource,
}: {
  entries: Entry[];
  label: string;
  withSource?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('todos.rules.log.at')}</TableCell>
            {withSource && <TableCell>{t('todos.log.source')}</TableCell>}
            <TableCell>{t('todos.rules.log.booking')}</TableCell>
            <TableCell>{t('todos.rules.log.moment')}</TableCell>
            <TableCell>{t('todos.rules.log.outcome')}</TableCell>
            <TableCell>{t('todos.rules.log.detail')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{formatDate(entry.day, false)}</TableCell>
              {withSource && (
                <TableCell>
                  {entry.sourceName}
                  {entry.source && ` (${t(`todos.log.sources.${entry.source}`)})`}
                </TableCell>
              )}
              <TableCell>
                <Link component={RouterLink} to={`/booking/${entry.booking}`}>
                  {entry.bookingNo}
                </Link>
                {entry.leadName ? ` · ${entry.leadName}` : ''}
              </TableCell>
              <TableCell>{momentText(t, entry)}</TableCell>
              <TableCell>{outcomeText(t, entry)}</TableCell>
              <TableCell>
                {[
                  entry.mailStatus && t(`todos.rules.log.mail.${entry.mailStatus.split(',')[0]}`),
                  entry.detail,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function momentText(t: T, entry: Entry): string {
  if (entry.occurrence === 'created') return t('todos.rules.log.created');
  if (entry.occurrence.startsWith('changed:')) return t('todos.rules.log.changed');
  // A to-do closing or opening again is no moment of the rule.
  if (entry.occurrence === 'closed' || entry.occurrence === 'reopened') return '';
  // A mail schedule's occasion may be a due amount's kind (deposit, balance) rather than a day.
  return isIsoDate(entry.occurrence) ? formatDate(entry.occurrence, false) : entry.occurrence;
}

function outcomeText(t: T, entry: Entry): string {
  const outcome = t(`todos.rules.log.outcomes.${entry.outcome}`, { day: formatDate(entry.day, false) });
  return entry.reason && entry.outcome !== 'planned'
    ? `${outcome} (${t(`todos.rules.log.reasons.${entry.reason}`)})`
    : outcome;
}
