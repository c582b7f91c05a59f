import { LANGUAGES, type Language } from '@seaberth/domain';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage } from '../i18n/index.ts';

export interface OperatorHeaderProps {
  operator: { name: string; logoUrl: string | null };
  /** The languages the page offers; the switch shows when there is a choice. */
  languages?: readonly Language[];
  /** Names the language switch for screen readers. */
  languageLabel: string;
}

/** The top of a page guests open without login (forms, guest forms): the operator's logo and name, and the language switch. */
export function OperatorHeader({ operator, languages = LANGUAGES, languageLabel }: OperatorHeaderProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        {operator.logoUrl && (
          <Box
            component="img"
            src={operator.logoUrl}
            alt=""
            sx={{ height: { xs: 40, sm: 56 }, maxWidth: 160, objectFit: 'contain' }}
          />
        )}
        <Typography variant="h6" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {operator.name}
        </Typography>
      </Stack>
      {languages.length > 1 && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={i18n.resolvedLanguage ?? i18n.language}
          onChange={(_event, lang: unknown) => {
            if (isLanguage(lang)) void changeLanguage(lang);
          }}
          aria-label={languageLabel}
        >
          {languages.map((lang) => (
            // The name starts with what is seen ("EN"), so voice control finds it (WCAG 2.5.3).
            <ToggleButton
              key={lang}
              value={lang}
              lang={lang}
              aria-label={`${lang.toUpperCase()} – ${t(`languages.${lang}`)}`}
              sx={{ color: 'text.primary', minWidth: 44, minHeight: 36 }}
            >
              {lang.toUpperCase()}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Stack>
  );
}
