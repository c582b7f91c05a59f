import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAgencyMoney } from './agency-format.ts';
import type { AgencyRecord } from './agency-api.ts';
import { commissionExample } from './commission-example.ts';

/** The contract in words, with a worked example of the commission on 1,000 of the agency's currency. */
export function AgencyCommissionTab({ agency }: { agency: AgencyRecord }) {
  const { t } = useTranslation();
  const { money, limit, percent, decimalsOf } = useAgencyMoney();
  const example = commissionExample(agency, decimalsOf(agency.currency));
  const mode = agency.commissionMode;
  const amount = (minor: number) => money(minor, agency.currency);
  const rules = [
    t(`agencies.commission.rate.${agency.rateMode}`),
    t(`agencies.commission.payer.${agency.payer}`),
    agency.creditLimit === null
      ? t('agencies.commission.noLimit')
      : t('agencies.commission.limit', { limit: limit(agency.creditLimit, agency.currency) }),
  ];
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="agency-commission"
    >
      <Typography id="agency-commission" variant="h4" component="h2" sx={{ mb: 2 }}>
        {t('agencies.commission.title')}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 800 }}>
        {agency.commissionPercent === 0 ? (
          <Typography>{t('agencies.commission.none')}</Typography>
        ) : (
          <>
            <Typography>
              {t(`agencies.commission.mode.${mode}`, {
                percent: percent(agency.commissionPercent),
                effective: percent(example.effective),
              })}
            </Typography>
            <Alert severity="info" icon={false} data-testid="commission-example">
              <Typography sx={{ fontWeight: 600 }}>
                {t(`agencies.commission.example.${mode}`, {
                  percent: percent(agency.commissionPercent),
                  base: amount(example.base),
                  commission: amount(example.commission),
                })}
              </Typography>
              <Typography variant="body2">
                {t(`agencies.commission.exampleRest.${mode}`, {
                  guest: amount(example.guestPrice),
                  keeps: amount(example.operatorKeeps),
                })}
              </Typography>
            </Alert>
          </>
        )}
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {rules.map((rule) => (
            <Typography component="li" key={rule}>
              {rule}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
