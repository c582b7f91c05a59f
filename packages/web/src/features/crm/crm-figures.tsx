import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { countryName } from '../../ui/countries.ts';
import { useCrmDashboard } from './crm-api.ts';

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 150, flex: '1 1 150px' }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ typography: 'h6' }}>{children}</Box>
    </Paper>
  );
}

/** The CRM start's figures as small cards above the list (`GET /api/customer/dashboard`). */
export function CrmFigures() {
  const { t, i18n } = useTranslation();
  const dashboard = useCrmDashboard();
  if (dashboard.isError)
    return <LoadErrorAlert error={dashboard.error} onRetry={() => dashboard.refetch()} />;
  const d = dashboard.data;
  if (!d) return null;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', mb: 2 }}
      aria-label={t('crm.figures.label')}
      component="section"
    >
      <Figure label={t('crm.figures.total')} testId="crm-figure-total">
        {number.format(d.total)}
      </Figure>
      <Figure label={t('crm.figures.newThisMonth')} testId="crm-figure-new">
        {number.format(d.newThisMonth)}
        <Typography variant="caption" color="text.secondary" component="span" sx={{ ml: 1 }}>
          {t('crm.figures.lastMonth', { count: d.newLastMonth })}
        </Typography>
      </Figure>
      <Figure label={t('crm.figures.returning')} testId="crm-figure-returning">
        {number.format(d.returningThisYear)}
      </Figure>
      <Figure label={t('crm.figures.birthdays')} testId="crm-figure-birthdays">
        {number.format(d.birthdaysNextDays)}
      </Figure>
      <Figure label={t('crm.figures.countries')} testId="crm-figure-countries">
        <Typography variant="body2" component="span">
          {d.topCountries.length
            ? d.topCountries
                .map((c) => `${countryName(c.country, i18n.language)} ${number.format(c.customers)}`)
                .join(' · ')
            : '–'}
        </Typography>
      </Figure>
      {d.tiers && (
        <Figure label={t('crm.figures.tiers')} testId="crm-figure-tiers">
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
            {d.tiers.map((tier) => (
              <Chip
                key={tier.tier}
                size="small"
                label={`${tier.name} ${number.format(tier.members)}`}
                sx={tier.color ? { borderLeft: `4px solid ${tier.color}` } : undefined}
              />
            ))}
          </Stack>
        </Figure>
      )}
    </Stack>
  );
}
