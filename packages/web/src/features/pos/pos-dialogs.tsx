import { Alert, Typography } from '@mui/material';
import { convert, type PosGuest, type PosReceipt } from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { MoneyInput } from '../../ui/money-input.tsx';
import { useCurrencies } from '../../ui/use-currencies.ts';
import { useMoney } from '../../ui/use-money.ts';
import { GuestPicker } from './pos-guest-picker.tsx';
import { PaymentKindToggle } from './payment-kind-toggle.tsx';

type OnError = (error: unknown) => void;

/**
 * "Pay now": cash (in the till's currency or another at the day's rate, the change shown in the
 * till's currency) or card. The payment carries a key made when the dialog opened, so a double tap
 * or a retry after a lost answer counts once.
 */
export function PayDialog({
  receipt,
  pending,
  onPay,
  onClose,
}: {
  receipt: PosReceipt;
  pending: boolean;
  onPay: (
    payment: { kind: 'cash' | 'card'; amount: number; currency: string; key: string },
    onError: OnError,
  ) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { rates } = useCurrencies();
  const [key] = useState(() => crypto.randomUUID());
  const [kind, setKind] = useState<'cash' | 'card'>('cash');
  const [currency, setCurrency] = useState(receipt.currency);
  const [amount, setAmount] = useState<number | null>(receipt.due);
  const [problem, setProblem] = useState<string | null>(null);
  const foreign = kind === 'cash' && currency !== receipt.currency;
  let inBase: number | null = null;
  try {
    inBase =
      amount === null
        ? null
        : foreign
          ? convert({ amount, currency }, receipt.currency, rates).amount
          : amount;
  } catch {
    inBase = null;
  }
  const change = inBase !== null ? Math.max(0, inBase - receipt.due) : 0;
  const short = inBase !== null && inBase < receipt.due;
  return (
    <ActionDialog
      title={t('pos.pay.title', { total: format(receipt.due, receipt.currency) })}
      submitLabel={t('pos.pay.submit')}
      pending={pending}
      onClose={onClose}
      submitDisabled={amount === null || amount <= 0}
      error={problem ? { text: problem } : null}
      onSubmit={() =>
        onPay(
          { kind, amount: amount ?? 0, currency: kind === 'card' ? receipt.currency : currency, key },
          (error) => setProblem(describeError(error, t)),
        )
      }
      testId="pos-pay-dialog"
    >
      <PaymentKindToggle
        value={kind}
        onChange={(next) => {
          setKind(next);
          if (next === 'card') {
            setCurrency(receipt.currency);
            setAmount(receipt.due);
          }
        }}
      />
      <MoneyInput
        label={kind === 'cash' ? t('pos.pay.given') : t('pos.pay.amount')}
        value={amount}
        onChange={(minor) => setAmount(minor)}
        currency={kind === 'card' ? receipt.currency : currency}
        onCurrencyChange={
          kind === 'cash'
            ? (code) => {
                setCurrency(code);
                setAmount(null);
              }
            : undefined
        }
        currencyLabel={t('pos.pay.currency')}
        autoFocus
      />
      {foreign && inBase !== null && (
        <Typography color="text.secondary">
          {t('pos.pay.converted', { amount: format(inBase, receipt.currency) })}
        </Typography>
      )}
      {kind === 'cash' && short && (
        <Alert severity="info">
          {t('pos.pay.short', { due: format(receipt.due - (inBase ?? 0), receipt.currency) })}
        </Alert>
      )}
      {kind === 'cash' && !short && (
        <Typography variant="h5" component="p" data-testid="pos-change">
          {t('pos.pay.change', { change: format(change, receipt.currency) })}
        </Typography>
      )}
    </ActionDialog>
  );
}

/** "On room": an in-house guest picked by name, room or booking number; the tab goes on their folio. */
export function RoomDialog({
  till,
  pending,
  onChoose,
  onClose,
}: {
  till: string | null;
  pending: boolean;
  onChoose: (guest: PosGuest, onError: OnError) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<PosGuest | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ActionDialog
      title={t('pos.room.title')}
      submitLabel={chosen ? t('pos.room.submit', { room: chosen.roomName }) : t('pos.room.choose')}
      submitDisabled={!chosen}
      pending={pending}
      onClose={onClose}
      error={problem ? { text: problem } : null}
      onSubmit={() => chosen && onChoose(chosen, (error) => setProblem(describeError(error, t)))}
      testId="pos-room-dialog"
    >
      <GuestPicker till={till} chosen={chosen} onChoose={setChosen} />
    </ActionDialog>
  );
}
