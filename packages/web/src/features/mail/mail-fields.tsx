import { LANGUAGES, type Language } from '@seaberth/domain';
import { MenuItem, type SxProps, TextField, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';

/** The active mail templates, all of them on one page (a mail to a customer, a reply). */
export function useActiveMailTemplates() {
  return useQuery({
    queryKey: ['mail/template', 'active'],
    queryFn: () =>
      api.GET('/api/mail/template', { query: { size: 0, filter: JSON.stringify({ isActive: true }) } }),
  });
}

/** Picks one of the mail templates offered; with `emptyLabel`, none is a choice too ('' = none). */
export function TemplateSelect({
  templates,
  value,
  onChange,
  emptyLabel,
  sx,
}: {
  templates: { id: string; name: string }[];
  value: string;
  onChange: (id: string) => void;
  emptyLabel?: string;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('sendMail.template')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={sx}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {templates.map((entry) => (
        <MenuItem key={entry.id} value={entry.id}>
          {entry.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The language a mail goes out in; with `theirs`, an empty choice leaves it to each recipient. */
export function LanguageSelect({
  value,
  onChange,
  theirs = false,
  sx,
}: {
  value: Language | '';
  onChange: (language: Language | '') => void;
  theirs?: boolean;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('sendMail.language')}
      value={value}
      onChange={(e) => onChange(e.target.value as Language | '')}
      sx={sx}
    >
      {theirs && <MenuItem value="">{t('sendMail.theirLanguage')}</MenuItem>}
      {LANGUAGES.map((l) => (
        <MenuItem key={l} value={l}>
          {t(`mailTemplates.languages.${l}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
