import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { closingCash, closingNeedsReason, hasAnyScope, type PosClosing } from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useSession } from '../../app/session-context.ts';
import { MoneyInput } from '../../ui/money-input.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { openZReport, useCloseDay, useClosingPreview } from './pos-closing-api.ts';

/** The counter's "Close day" for the chosen till: only for those who may close (pos.update). */
export function CloseDayButton({ till }: { till: string }) {
  const { t } = useTranslation();
  const { principal } = useSession();
  const [open, setOpen] = useState(false);
  if (!till || !hasAnyScope(principal, ['pos.update'])) return null;
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        sx={{ minHeight: 40, whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('pos.closing.closeDay')}
      </Button>
      {open && <CloseDayDialog till={till} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * "Close day" at a till: the cash expected per currency, a field to enter what was counted, the
 * difference as it is typed, a reason once anything differs, the tabs left open. Once closed it
 * offers the Z report as a PDF.
 */
export function CloseDayDialog({ till, onClose }: { till: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const preview = useClosingPreview(till);
  const closeDay = useCloseDay();
  const [counted, setCounted] = useState<Record<string, number | null>>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<PosClosing | null>(null);

  if (done)
    return (
      <ActionDialog
        title={t('pos.closing.done', { number: done.number })}
        submitLabel={t('pos.closing.report')}
        cancelLabel={t('pos.closing.finish')}
        error={problem ? { text: problem } : null}
        onClose={onClose}
        onSubmit={() => void openZReport(done.id).catch((error) => setProblem(describeError(error, t)))}
        testId="pos-closing-done"
      >
        <Typography>
          {t('pos.closing.doneText', {
            count: done.transactionCount,
            total: format(done.total, done.currency),
          })}
        </Typography>
      </ActionDialog>
    );

  const data = preview.data;
  const expected = new Map((data?.cash ?? []).map((c) => [c.currency, c.expected]));
  const entered = (data?.cash ?? []).map((c) => ({
    currency: c.currency,
    amount: counted[c.currency] ?? null,
  }));
  const allCounted = entered.every((c) => c.amount !== null);
  const cash = closingCash(
    expected,
    entered.map((c) => ({ currency: c.currency, amount: c.amount ?? 0 })),
  );
  const differs = allCounted && closingNeedsReason(cash);
  const nothing = data !== undefined && data.transactionCount === 0;

  return (
    <ActionDialog
      title={t('pos.closing.title', { till: data?.tillName ?? '' })}
      submitLabel={t('pos.closing.submit')}
      pending={closeDay.isPending}
      submitDisabled={!data || nothing || !allCounted || (differs && !reason.trim())}
      error={problem ? { text: problem } : null}
      onClose={onClose}
      onSubmit={() =>
        closeDay.mutate(
          {
            till,
            counted: entered.map((c) => ({ currency: c.currency, amount: c.amount ?? 0 })),
            reason: reason.trim(),
          },
          {
            onSuccess: (closing) => setDone(closing),
            onError: (error) => setProblem(describeError(error, t)),
          },
        )
      }
      testId="pos-closing-dialog"
    >
      {preview.isError && <LoadErrorAlert error={preview.error} onRetry={() => void preview.refetch()} />}
      {nothing && <Alert severity="info">{t('pos.closing.nothing')}</Alert>}
      {data && !nothing && (
        <Typography>
          {t('pos.closing.intro', {
            first: data.firstNumber,
            last: data.lastNumber,
            count: data.transactionCount,
            total: format(data.total, data.currency),
          })}
        </Typography>
      )}
      {data &&
        !nothing &&
        cash.map((c) => (
          <Stack key={c.currency} spacing={0.5}>
            <Typography variant="body2" color="text.secondary">
              {t('pos.closing.expected', { amount: format(c.expected, c.currency) })}
            </Typography>
            <MoneyInput
              label={t('pos.closing.counted', { currency: c.currency })}
              value={counted[c.currency] ?? null}
              onChange={(minor) => setCounted((all) => ({ ...all, [c.currency]: minor }))}
              currency={c.currency}
            />
            {counted[c.currency] != null && (
              <Typography
                data-testid={`pos-closing-difference-${c.currency}`}
                color={c.difference === 0 ? 'success.main' : 'error.main'}
              >
                {t('pos.closing.difference', { amount: format(c.difference, c.currency) })}
              </Typography>
            )}
          </Stack>
        ))}
      {differs && (
        <TextField
          label={t('pos.closing.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          helperText={t('pos.closing.reasonNeeded')}
          required
          multiline
        />
      )}
      {data && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('pos.closing.openTabs')}
          </Typography>
          {data.openTabs.length === 0 ? (
            <Typography color="text.secondary">{t('pos.closing.noOpenTabs')}</Typography>
          ) : (
            <List dense aria-label={t('pos.closing.openTabs')}>
              {data.openTabs.map((tab) => (
                <ListItem key={tab.id} disableGutters>
                  <ListItemText
                    primary={t('pos.closing.tab', {
                      number: tab.number,
                      total: format(tab.total, data.currency),
                    })}
                    secondary={[tab.guestName, tab.roomName].filter(Boolean).join(', ') || undefined}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      )}
    </ActionDialog>
  );
}
