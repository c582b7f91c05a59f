import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { useMoney } from '../../ui/use-money.ts';
import { leftToAssign } from './bank-format.ts';
import type { BankSuggestion, ReviewEntryRow } from './bank-types.ts';

export interface ReviewEntryProps {
  entry: ReviewEntryRow;
  /** Without these the entry is only shown (no bankentries.update). */
  onAccept?: (suggestion: BankSuggestion) => void;
  onOther?: () => void;
  /** The booking whose suggestion is being assigned right now. */
  pendingBooking?: string | null;
}

/** An entry waiting for review: who paid what, and the bookings it probably pays, one click each. */
export function ReviewEntry({ entry, onAccept, onOther, pendingBooking }: ReviewEntryProps) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const left = leftToAssign(entry);
  // Why these bookings, when they are all found the same way.
  const reasons = new Set(entry.suggestions.map((s) => s.reason));
  const reason = reasons.size === 1 ? [...reasons][0] : null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`review-entry-${entry.id}`}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle1" component="h3">
            {entry.counterpartyName || t('bank.entries.noName')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(entry.bookingDate, false)}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
            {entry.remittance}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { md: 'right' }, whiteSpace: 'nowrap' }}>
          <Typography variant="h6" component="p" color={entry.amount < 0 ? 'error.main' : 'success.main'}>
            {format(entry.amount, entry.currency)}
          </Typography>
          {left !== Math.abs(entry.amount) && (
            <Typography variant="body2" color="text.secondary">
              {t('bank.review.left', { amount: format(left, entry.currency) })}
            </Typography>
          )}
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5, alignItems: 'center' }}>
        {entry.suggestions.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('bank.review.noSuggestions')}
          </Typography>
        )}
        {entry.suggestions.map((suggestion) => {
          const who = [suggestion.leadName, suggestion.agencyName].filter(Boolean).join(' / ');
          const open = format(suggestion.open, suggestion.currency);
          return onAccept ? (
            <PendingButton
              key={suggestion.booking}
              variant="outlined"
              size="small"
              pending={pendingBooking === suggestion.booking}
              disabled={Boolean(pendingBooking)}
              onClick={() => onAccept(suggestion)}
              aria-label={t('bank.review.assignTo', { booking: suggestion.bookingNo, who, open })}
              sx={{ textTransform: 'none' }}
            >
              {t('bank.review.suggestion', { booking: suggestion.bookingNo, who, open })}
            </PendingButton>
          ) : (
            <Chip
              key={suggestion.booking}
              variant="outlined"
              label={t('bank.review.suggestion', { booking: suggestion.bookingNo, who, open })}
            />
          );
        })}
        {reason && (
          <Typography variant="caption" color="text.secondary">
            {t(`bank.review.reasons.${reason}`)}
          </Typography>
        )}
        {onOther && left > 0 && (
          <Button size="small" onClick={onOther}>
            {t('bank.review.other')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
