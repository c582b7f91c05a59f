import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { fieldErrorText } from '../../i18n/validation-messages.ts';
import { checkReferralCode } from '../referrals/index.ts';
import { guestsOf } from './wizard-draft.ts';
import type { StepProps } from './wizard-step-props.ts';

/**
 * A friend's referral code: checked by the server for the booking's first guest (never their own
 * code, once per new guest); once accepted, its special is in the quote beside. The booking checks
 * it again when it is made.
 */
export function ReferralCodeInput({ draft, update }: Pick<StepProps, 'draft' | 'update'>) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const code = draft.referralCode;
  const accepted = draft.referral && draft.referral.code === code.trim() ? draft.referral : null;

  const check = async () => {
    setChecking(true);
    setProblem(null);
    try {
      const lead = guestsOf(draft)[0]?.id;
      const found = await checkReferralCode(code.trim(), lead);
      update((current) => ({
        ...current,
        referral: {
          code: code.trim(),
          referrer: found.referrer.fullName,
          special: found.special?.id ?? null,
          specialName: found.special?.name ?? '',
        },
      }));
    } catch (error) {
      const field = isApiError(error) ? error.body.fields?.find((f) => f.path === 'referralCode') : undefined;
      setProblem(field ? fieldErrorText(field, t) : describeError(error, t));
      update((current) => ({ ...current, referral: null }));
    } finally {
      setChecking(false);
    }
  };

  const helper =
    problem ??
    (accepted
      ? accepted.special
        ? t('wizard.details.referralAccepted', { referrer: accepted.referrer, special: accepted.specialName })
        : t('wizard.details.referralAcceptedNoSpecial', { referrer: accepted.referrer })
      : t('wizard.details.referralHint'));

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={t('wizard.details.referralCode')}
        value={code}
        onChange={(event) =>
          update((current) => ({
            ...current,
            referralCode: event.target.value.toUpperCase(),
            referral: null,
          }))
        }
        onKeyDown={(event) => {
          if (event.key === 'Enter' && code.trim()) {
            event.preventDefault();
            void check();
          }
        }}
        error={Boolean(problem)}
        helperText={helper}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 40, spellCheck: false, autoCapitalize: 'characters' } }}
      />
      <Button
        variant="outlined"
        onClick={() => void check()}
        disabled={!code.trim() || checking || Boolean(accepted)}
        sx={{ mt: 1, flexShrink: 0 }}
      >
        {t('wizard.details.referralCheck')}
      </Button>
    </Stack>
  );
}
