import { ACCESSIBILITY_CHECKS, type AccessibilityCheck } from '@seaberth/domain';
import { Alert, Box, Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BookingFrame } from './booking-frame.tsx';
import { useOnlineOperator } from './online-api.ts';

function CheckItem({ check, lang }: { check: AccessibilityCheck; lang: 'en' | 'de' }) {
  const { t } = useTranslation();
  return (
    <ListItem disableGutters sx={{ display: 'block', py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Chip
          size="small"
          color={check.status === 'met' ? 'success' : 'warning'}
          variant="outlined"
          label={t(`onlineBooking.accessibility.status.${check.status}`)}
          sx={{ fontWeight: 600, color: 'text.primary' }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('onlineBooking.accessibility.criterion', { criterion: check.criterion })}
        </Typography>
      </Stack>
      <Typography>{check.text[lang]}</Typography>
      {check.limit && <Typography color="text.secondary">{check.limit[lang]}</Typography>}
    </ListItem>
  );
}

/**
 * `/accessibility`: the statement an operator publishes (WCAG 2.2 AA, European Accessibility
 * Act), written from the product's own list of checks (@seaberth/domain accessibility-checks.ts)
 * and naming the operator's address for reporting a barrier.
 */
export function AccessibilityPage() {
  return (
    <BookingFrame>
      <Statement />
    </BookingFrame>
  );
}

function Statement() {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? i18n.language) === 'de' ? 'de' : 'en';
  const operator = useOnlineOperator();
  const name = operator.data?.name ?? '';
  const email = operator.data?.email ?? '';
  const partial = ACCESSIBILITY_CHECKS.some((check) => check.status === 'partial');
  return (
    <Box component="main">
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('onlineBooking.accessibility.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('onlineBooking.accessibility.intro', { operator: name })}</Typography>
      <Alert severity={partial ? 'info' : 'success'} sx={{ mb: 2 }}>
        {partial ? t('onlineBooking.accessibility.partly') : t('onlineBooking.accessibility.fully')}
      </Alert>
      <Typography variant="h5" component="h2">
        {t('onlineBooking.accessibility.checksTitle')}
      </Typography>
      <List aria-label={t('onlineBooking.accessibility.checksTitle')}>
        {ACCESSIBILITY_CHECKS.map((check) => (
          <CheckItem key={check.criterion + check.test} check={check} lang={lang} />
        ))}
      </List>
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {t('onlineBooking.accessibility.reportTitle')}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {email ? (
          <>
            {t('onlineBooking.accessibility.report')}{' '}
            <Link href={`mailto:${email}`} sx={{ fontWeight: 600 }}>
              {email}
            </Link>
          </>
        ) : (
          t('onlineBooking.accessibility.reportNoMail')
        )}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('onlineBooking.accessibility.answer')}</Typography>
    </Box>
  );
}
