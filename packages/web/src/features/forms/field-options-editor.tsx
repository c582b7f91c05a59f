import type { FormField } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../i18n/validation-messages.ts';
import { moveItem } from '../media/index.ts';
import { keyFromLabel, uniqueKey } from './field-drafts.ts';

type Option = FormField['options'][number];

export interface FieldOptionsEditorProps {
  options: Option[];
  onChange: (options: Option[]) => void;
  /** Problems by path below the field (`options`, `options.0.value`). */
  errorAt: (path: string) => string | undefined;
}

/**
 * The choices of a Radio, Select or multiple choice: a stored value and a label per language.
 * The value follows the English label until somebody types one, as the field's key does.
 */
export function FieldOptionsEditor({ options, onChange, errorAt }: FieldOptionsEditorProps) {
  const { t } = useTranslation();
  const message = (path: string) => translateValidationMessage(errorAt(path), t);
  const set = (index: number, next: Option) => onChange(options.map((o, i) => (i === index ? next : o)));

  const setLabel = (index: number, lang: 'en' | 'de', text: string) => {
    const option = options[index]!;
    const next = { ...option, label: { ...option.label, [lang]: text } };
    const source = (o: Option) => o.label.en || o.label.de;
    // A value nobody typed follows: empty, one made up here (`option2`), or the key of the old label.
    const follows =
      !option.value || /^option\d+$/.test(option.value) || option.value === keyFromLabel(source(option));
    if (follows && source(next)) {
      const taken = new Set(options.filter((_, i) => i !== index).map((o) => o.value));
      next.value = uniqueKey(keyFromLabel(source(next)) || `option${index + 1}`, taken);
    }
    set(index, next);
  };

  const add = () => {
    const taken = new Set(options.map((o) => o.value));
    const n = options.length + 1;
    const label = t('forms.builder.optionN', { n });
    onChange([...options, { value: uniqueKey(`option${n}`, taken), label: { en: label, de: '' } }]);
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {t('forms.builder.options')}
      </Typography>
      <Stack spacing={1.5}>
        {options.map((option, index) => {
          const name = option.label.en || option.label.de || option.value;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: two options may share a value while typed
            <Stack key={index} direction={{ xs: 'column', md: 'row' }} spacing={1} data-testid="option-row">
              <TextField
                size="small"
                label={t('forms.builder.optionLabelEn')}
                value={option.label.en}
                onChange={(event) => setLabel(index, 'en', event.target.value)}
                error={Boolean(errorAt(`options.${index}.label.en`))}
                helperText={message(`options.${index}.label.en`)}
                sx={{ flex: 2 }}
              />
              <TextField
                size="small"
                label={t('forms.builder.optionLabelDe')}
                value={option.label.de}
                onChange={(event) => setLabel(index, 'de', event.target.value)}
                error={Boolean(errorAt(`options.${index}.label.de`))}
                helperText={message(`options.${index}.label.de`)}
                sx={{ flex: 2 }}
              />
              <Stack direction="row" spacing={0.5} sx={{ flex: 1.6, alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  label={t('forms.builder.optionValue')}
                  value={option.value}
                  onChange={(event) => set(index, { ...option, value: event.target.value })}
                  error={Boolean(errorAt(`options.${index}.value`))}
                  helperText={message(`options.${index}.value`)}
                  slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
                  sx={{ flex: 1, minWidth: 90 }}
                />
                <IconButton
                  size="small"
                  disabled={index === 0}
                  onClick={() => onChange(moveItem(options, index, index - 1))}
                  aria-label={t('forms.builder.optionUp', { name })}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={index === options.length - 1}
                  onClick={() => onChange(moveItem(options, index, index + 1))}
                  aria-label={t('forms.builder.optionDown', { name })}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  onClick={() => onChange(options.filter((_, i) => i !== index))}
                  aria-label={t('forms.builder.optionRemove', { name })}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Stack>
          );
        })}
      </Stack>
      {errorAt('options') && <FormHelperText error>{message('options')}</FormHelperText>}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={add}
        sx={{ mt: 1 }}
        disabled={options.length >= 50}
      >
        {t('forms.builder.addOption')}
      </Button>
    </Box>
  );
}
