import AutorenewIcon from '@mui/icons-material/Autorenew';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type FieldProps, useFieldController } from '../../resources/fields/field-props.ts';
import { newReferralCode } from './referral-api.ts';

/** The code of a referral: typed, or drawn readable by the button; left empty, the server draws one. */
export function ReferralCodeField({ name, label, disabled }: FieldProps) {
  const { t } = useTranslation();
  const { field: input, errorMessage } = useFieldController(name);
  return (
    <TextField
      {...input}
      value={input.value ?? ''}
      onChange={(event) => input.onChange(event.target.value.toUpperCase())}
      label={label}
      disabled={disabled}
      fullWidth
      error={Boolean(errorMessage)}
      helperText={errorMessage ?? t('referrals.codeHint')}
      slotProps={{
        htmlInput: { autoCapitalize: 'characters', spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t('referrals.generate')}>
                <IconButton
                  aria-label={t('referrals.generate')}
                  onClick={() => input.onChange(newReferralCode())}
                  disabled={disabled}
                  edge="end"
                >
                  <AutorenewIcon />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
