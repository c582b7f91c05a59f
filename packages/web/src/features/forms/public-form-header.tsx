import { LANGUAGES } from '@seaberth/domain';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, isLanguage } from '../../i18n/index.ts';

/** The operator's logo and name, and the switch between German and English. */
export function PublicFormHeader({ operator }: { operator: { name: string; logoUrl: string | null } }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="header"
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
    >
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
      <ToggleButtonGroup
        size="small"
        exclusive
        value={currentLanguage()}
        onChange={(_event, lang: unknown) => {
          if (isLanguage(lang)) void changeLanguage(lang);
        }}
        aria-label={t('forms.public.language')}
      >
        {LANGUAGES.map((lang) => (
          <ToggleButton key={lang} value={lang} lang={lang} aria-label={t(`languages.${lang}`)}>
            {lang.toUpperCase()}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
