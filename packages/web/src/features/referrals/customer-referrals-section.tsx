import { Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { QuerySection } from '../../app/query-section.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { useCustomerReferrals } from './referral-api.ts';
import { rewardStatus } from './reward-status.ts';

/**
 * A guest's referral codes on their record, the friends they brought (and whether each earned the
 * reward), and who brought them.
 */
export function CustomerReferralsSection({ customer }: { customer: string }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const query = useCustomerReferrals(customer);
  return (
    <QuerySection
      id="customer-referrals"
      testId="customer-referrals"
      title={t('referrals.customerTitle')}
      query={query}
      isEmpty={(data) => !data.codes.length && !data.brought.length && !data.referredBy}
      empty={t('referrals.customerEmpty')}
      sx={{ mt: 2 }}
    >
      {(data) => (
        <Stack spacing={2}>
          {data.codes.length > 0 && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="body2">{t('referrals.customerCodes')}</Typography>
              {data.codes.map((code) => (
                <Chip
                  key={code.id}
                  label={t('referrals.codeChip', { code: code.code, uses: code.uses, rewards: code.rewards })}
                  color={code.active ? 'primary' : 'default'}
                  variant={code.active ? 'filled' : 'outlined'}
                />
              ))}
            </Stack>
          )}
          {data.brought.length > 0 && (
            <div>
              <Typography variant="subtitle2" component="h3">
                {t('referrals.brought')}
              </Typography>
              <List dense disablePadding>
                {data.brought.map((use) => (
                  <ListItem key={use.id} disableGutters>
                    <ListItemText
                      primary={
                        <Link component={RouterLink} to={`/customer/view/${use.customer}`}>
                          {use.customerName}
                        </Link>
                      }
                      secondary={
                        use.reward
                          ? `${t('referrals.broughtBooking', { booking: use.bookingNo })}: ${rewardStatus(t, format, use.reward)}`
                          : t('referrals.broughtOpen', { booking: use.bookingNo })
                      }
                    />
                  </ListItem>
                ))}
              </List>
            </div>
          )}
          {data.referredBy && (
            <Typography variant="body2">
              {t('referrals.referredBy', { code: data.referredBy.code })}{' '}
              <Link component={RouterLink} to={`/customer/view/${data.referredBy.referrer}`}>
                {data.referredBy.referrerName}
              </Link>
            </Typography>
          )}
        </Stack>
      )}
    </QuerySection>
  );
}
