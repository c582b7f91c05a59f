import { FORM_PURPOSES, type FormPurpose } from '@seaberth/domain';
import { Alert, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../i18n/validation-messages.ts';
import type { DefinitionDraft } from './field-drafts.ts';

type Meta = Pick<DefinitionDraft, 'name' | 'purpose' | 'description' | 'isActive'>;

/** Name, purpose, description and whether the form can be sent. */
export function DefinitionMetaFields({
  value,
  onChange,
  errors,
}: {
  value: Meta;
  onChange: (change: Partial<Meta>) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const message = (path: string) => translateValidationMessage(errors[path], t);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('forms.builder.name')}
          value={value.name}
          onChange={(event) => onChange({ name: event.target.value })}
          required
          fullWidth
          error={Boolean(errors.name)}
          helperText={message('name')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          select
          label={t('forms.builder.purpose')}
          value={value.purpose}
          onChange={(event) => onChange({ purpose: event.target.value as FormPurpose })}
          error={Boolean(errors.purpose)}
          helperText={message('purpose')}
          sx={{ minWidth: { sm: 220 } }}
        >
          {FORM_PURPOSES.map((purpose) => (
            <MenuItem key={purpose} value={purpose}>
              {t(`resources.options.purpose.${purpose}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label={t('forms.builder.description')}
        value={value.description}
        onChange={(event) => onChange({ description: event.target.value })}
        multiline
        minRows={2}
        fullWidth
        error={Boolean(errors.description)}
        helperText={message('description') ?? t('forms.builder.descriptionHint')}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <FormControlLabel
        label={t('forms.builder.isActive')}
        control={
          <Switch
            checked={value.isActive}
            onChange={(event) => onChange({ isActive: event.target.checked })}
          />
        }
      />
      {value.purpose === 'guestForm' && <Alert severity="info">{t('forms.builder.guestFormHint')}</Alert>}
    </Stack>
  );
}
