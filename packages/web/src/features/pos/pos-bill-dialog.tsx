import { Alert, Button, Typography } from '@mui/material';
import { hasAnyScope, type PosGuest, type PosReceipt } from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { MoneyInput } from '../../ui/money-input.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { usePosActions } from './pos-api.ts';
import { GuestPicker } from './pos-guest-picker.tsx';
import { PaymentKindToggle } from './payment-kind-toggle.tsx';

/** The counter's "Room bill": a guest settles what is open on their booking at this till. */
export function RoomBillButton({ till }: { till: string }) {
  const { t } = useTranslation();
  const { principal } = useSession();
  const [open, setOpen] = useState(false);
  if (!till || !hasAnyScope(principal, ['pos.create'])) return null;
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        sx={{ minHeight: 40, whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('pos.bill.button')}
      </Button>
      {open && <RoomBillDialog till={till} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * A room's bill paid at the till, in cash (any currency at the day's rate) or by card: the booking
 * gets the payment and the till a settlement its closing counts and its TSE signs. The amount
 * starts at what is open on the booking, in the till's currency.
 */
export function RoomBillDialog({ till, onClose }: { till: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { showSuccess } = useSnackbar();
  const { payBill } = usePosActions();
  // Made when the dialog opened: a double tap or a retry after a lost answer pays once.
  const [key] = useState(() => crypto.randomUUID());
  const [guest, setGuest] = useState<PosGuest | null>(null);
  const [kind, setKind] = useState<'cash' | 'card'>('cash');
  const [currency, setCurrency] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (next: PosGuest) => {
    setGuest(next);
    setCurrency(next.currency);
    setAmount(next.open > 0 ? next.open : null);
  };
  const paidIn = kind === 'card' ? guest?.currency : (currency ?? guest?.currency);
  return (
    <ActionDialog
      title={t('pos.bill.title')}
      submitLabel={
        guest && amount
          ? t('pos.bill.submit', { amount: format(amount, paidIn ?? guest.currency) })
          : t('pos.bill.choose')
      }
      submitDisabled={!guest || !amount || amount <= 0}
      pending={payBill.isPending}
      onClose={onClose}
      error={problem ? { text: problem } : null}
      onSubmit={() =>
        guest &&
        amount &&
        payBill.mutate(
          {
            roomId: guest.roomBooking,
            till,
            kind,
            amount,
            customer: guest.customer,
            key,
            ...(paidIn && paidIn !== guest.currency ? { currency: paidIn } : {}),
          },
          {
            onSuccess: (receipt: PosReceipt) => {
              showSuccess(
                t('pos.bill.paid', { amount: format(receipt.total, receipt.currency), room: guest.roomName }),
              );
              onClose();
            },
            onError: (error) => setProblem(describeError(error, t)),
          },
        )
      }
      testId="pos-bill-dialog"
    >
      {!guest ? (
        <GuestPicker till={till} chosen={guest} onChoose={choose} showOpen />
      ) : (
        <>
          <Alert
            severity={guest.open > 0 ? 'info' : 'success'}
            action={<Button onClick={() => setGuest(null)}>{t('pos.bill.other')}</Button>}
          >
            {t('pos.bill.guest', {
              guest: guest.fullName,
              room: guest.roomName,
              booking: guest.bookingNo,
              open: format(guest.open, guest.currency),
            })}
          </Alert>
          <PaymentKindToggle
            value={kind}
            onChange={(next) => {
              setKind(next);
              if (next === 'card') {
                setCurrency(guest.currency);
                setAmount(guest.open > 0 ? guest.open : null);
              }
            }}
          />
          <MoneyInput
            label={t('pos.bill.amount')}
            value={amount}
            onChange={(minor) => setAmount(minor)}
            currency={paidIn ?? guest.currency}
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
          {guest.open <= 0 && <Typography color="text.secondary">{t('pos.bill.nothingOpen')}</Typography>}
        </>
      )}
    </ActionDialog>
  );
}
