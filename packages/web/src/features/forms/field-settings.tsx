import type { FormField } from '@seaberth/domain';
import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../i18n/validation-messages.ts';
import { asksAnswer, type FieldRow, hasOptions, keyFromLabel, uniqueKey } from './field-drafts.ts';
import { FieldOptionsEditor } from './field-options-editor.tsx';
import { MediaFieldPicker } from './media-field-picker.tsx';

const STAR_COUNTS = [3, 4, 5, 6, 7, 8, 9, 10];

/** What the label of a type is called in the builder: a heading, a paragraph, a caption, a question. */
function labelKind(type: FormField['type']): string {
  switch (type) {
    case 'Header':
      return 'heading';
    case 'Text':
      return 'paragraph';
    case 'Image':
      return 'caption';
    case 'Video':
    case 'Download':
      return 'title';
    default:
      return 'question';
  }
}

export interface FieldSettingsProps {
  row: FieldRow;
  /** The keys of the other fields: a key follows the label without clashing with them. */
  otherKeys: ReadonlySet<string>;
  onChange: (field: FormField, keyTyped?: boolean) => void;
  /** The problem at a path below this field (`id`, `label`, `options.0.value`). */
  errorAt: (path: string) => string | undefined;
}

/** Everything about one field: key, labels and help in both languages, required, options, media. */
export function FieldSettings({ row, otherKeys, onChange, errorAt }: FieldSettingsProps) {
  const { t } = useTranslation();
  const { field } = row;
  const message = (path: string) => translateValidationMessage(errorAt(path), t);
  const kind = labelKind(field.type);
  const long = field.type === 'Text';

  const setLabel = (lang: 'en' | 'de', text: string) => {
    const label = { ...field.label, [lang]: text };
    let id = field.id;
    if (row.autoKey) {
      const source = label.en || label.de;
      const base = keyFromLabel(source);
      if (base) id = uniqueKey(base, otherKeys);
    }
    onChange({ ...field, label, id });
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          label={t(`forms.builder.labelFor.${kind}`, { lang: 'EN' })}
          value={field.label.en}
          onChange={(event) => setLabel('en', event.target.value)}
          error={Boolean(errorAt('label') || errorAt('label.en'))}
          helperText={message('label') ?? message('label.en')}
          multiline={long}
          minRows={long ? 3 : undefined}
          fullWidth
          slotProps={{ htmlInput: { lang: 'en' } }}
        />
        <TextField
          size="small"
          label={t(`forms.builder.labelFor.${kind}`, { lang: 'DE' })}
          value={field.label.de}
          onChange={(event) => setLabel('de', event.target.value)}
          error={Boolean(errorAt('label.de'))}
          helperText={message('label.de')}
          multiline={long}
          minRows={long ? 3 : undefined}
          fullWidth
          slotProps={{ htmlInput: { lang: 'de' } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {(['en', 'de'] as const).map((lang) => (
          <TextField
            key={lang}
            size="small"
            label={t('forms.builder.help', { lang: lang.toUpperCase() })}
            value={field.help[lang]}
            onChange={(event) => onChange({ ...field, help: { ...field.help, [lang]: event.target.value } })}
            error={Boolean(errorAt(`help.${lang}`))}
            helperText={message(`help.${lang}`)}
            multiline
            minRows={1}
            fullWidth
            slotProps={{ htmlInput: { lang } }}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label={t('forms.builder.key')}
          value={field.id}
          onChange={(event) => onChange({ ...field, id: event.target.value }, true)}
          error={Boolean(errorAt('id'))}
          helperText={message('id') ?? t('forms.builder.keyHint')}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          sx={{ flex: 1 }}
        />
        {asksAnswer(field.type) && (
          <FormControlLabel
            label={t('forms.builder.required')}
            control={
              <Switch
                checked={field.required}
                onChange={(event) => onChange({ ...field, required: event.target.checked })}
              />
            }
            sx={{ flex: 'none' }}
          />
        )}
        {field.type === 'Stars' && (
          <TextField
            select
            size="small"
            label={t('forms.builder.maxStars')}
            value={field.maxStars}
            onChange={(event) => onChange({ ...field, maxStars: Number(event.target.value) })}
            sx={{ width: 140 }}
          >
            {STAR_COUNTS.map((count) => (
              <MenuItem key={count} value={count}>
                {count}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {hasOptions(field.type) && (
        <FieldOptionsEditor
          options={field.options}
          onChange={(options) => onChange({ ...field, options })}
          errorAt={errorAt}
        />
      )}
      {(field.type === 'Image' || field.type === 'Download') && (
        <MediaFieldPicker
          value={field.media}
          onChange={(media) => onChange({ ...field, media })}
          imagesOnly={field.type === 'Image'}
          label={field.type === 'Image' ? t('forms.builder.image') : t('forms.builder.file')}
          error={message('media')}
        />
      )}
      {field.type === 'Video' && (
        <TextField
          size="small"
          type="url"
          label={t('forms.builder.videoUrl')}
          value={field.url}
          onChange={(event) => onChange({ ...field, url: event.target.value })}
          error={Boolean(errorAt('url'))}
          helperText={message('url') ?? t('forms.builder.videoUrlHint')}
          fullWidth
        />
      )}
    </Stack>
  );
}
