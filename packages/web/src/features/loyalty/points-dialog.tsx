import { type LoyaltyStatement, redemptionValue } from '@seaberth/domain';
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { isApiError } from '../../api/client.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { fieldErrorText } from '../../i18n/validation-messages.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useCorrectPoints, useRedeemPoints } from './loyalty-api.ts';

/**
 * Spending points as a credit (`redeem`, the value shown as the points are typed) or adding and
 * taking points by hand with the reason (`correction`): the shared dialog, the server's word on
 * the points under the field.
 */
export function PointsDialog({
  kind,
  customer,
  statement,
  onClose,
}: {
  kind: 'redeem' | 'correction';
  customer: string;
  statement: LoyaltyStatement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const { format, decimalsOf } = useMoney();
  const redeem = useRedeemPoints(customer);
  const correct = useCorrectPoints(customer);
  const mutation = kind === 'redeem' ? redeem : correct;
  const [points, setPoints] = useState(kind === 'redeem' ? String(Math.max(statement.balance, 0)) : '');
  const [note, setNote] = useState('');
  const amount = Number(points);
  const valid = Number.isInteger(amount) && amount !== 0 && (kind === 'correction' || amount > 0);
  const fieldError =
    mutation.error && isApiError(mutation.error)
      ? mutation.error.body.fields?.find((f) => f.path === 'points')
      : undefined;

  const submit = () =>
    mutation.mutate({ points: amount, note } as never, {
      onSuccess: () => {
        showSuccess(
          kind === 'redeem'
            ? t('loyalty.redeem.done', {
                value: format(
                  redemptionValue(statement.rules, amount, decimalsOf(statement.currency)),
                  statement.currency,
                ),
              })
            : t('loyalty.correction.done'),
        );
        onClose();
      },
    });

  return (
    <ActionDialog
      title={t(`loyalty.${kind}.title`)}
      submitLabel={t(`loyalty.${kind}.submit`)}
      onSubmit={submit}
      onClose={onClose}
      pending={mutation.isPending}
      submitDisabled={!valid || (kind === 'correction' && !note.trim())}
      error={mutation.isError && !fieldError ? { text: describeError(mutation.error, t) } : null}
      testId={`loyalty-${kind}`}
    >
      <Typography variant="body2">
        {t('loyalty.redeem.balance', { count: statement.balance })}
        {kind === 'redeem' && ` · ${t('loyalty.redeem.minimum', { count: statement.rules.minRedeemPoints })}`}
      </Typography>
      <TextField
        label={t('loyalty.columns.points')}
        value={points}
        onChange={(event) => setPoints(event.target.value.replace(/[^\d-]/g, ''))}
        inputMode="numeric"
        required
        autoFocus
        error={Boolean(fieldError)}
        helperText={
          fieldError
            ? fieldErrorText(fieldError, t)
            : kind === 'redeem' && valid
              ? t('loyalty.redeem.value', {
                  value: format(
                    redemptionValue(statement.rules, amount, decimalsOf(statement.currency)),
                    statement.currency,
                  ),
                })
              : kind === 'correction'
                ? t('loyalty.correction.help')
                : ' '
        }
      />
      <TextField
        label={t('loyalty.columns.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        required={kind === 'correction'}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ActionDialog>
  );
}
