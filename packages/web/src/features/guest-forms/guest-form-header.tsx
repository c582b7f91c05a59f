import { formatDate, type GuestFormPublic } from '@seaberth/domain';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage } from '../../i18n/index.ts';

/** The operator's logo and name, the booking it is about, and the languages the form speaks. */
export function GuestFormHeader({ form }: { form: GuestFormPublic }) {
  const { t, i18n } = useTranslation();
  const { booking, operator } = form;
  const languages = form.languages.filter(isLanguage);
  return (
    <Box component="header" sx={{ mb: 2 }}>
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
            aria-label={t('guestForms.language')}
          >
            {languages.map((lang) => (
              <ToggleButton key={lang} value={lang} lang={lang} aria-label={t(`languages.${lang}`)}>
                {lang.toUpperCase()}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </Stack>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {t('guestForms.title')}
      </Typography>
      <Typography color="text.secondary" data-testid="guest-form-booking">
        {t('guestForms.bookingLine', {
          bookingNo: booking.bookingNo,
          place: booking.place,
          from: formatDate(booking.from),
          to: formatDate(booking.to),
        })}
      </Typography>
    </Box>
  );
}
