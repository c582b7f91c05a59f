import { loyaltyTierResource } from '@seaberth/domain';
import { Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../app/page-heading.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useCan } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ResourceList } from '../../resources/resource-list.tsx';
import { SettingsGroupForm } from '../config/index.ts';
import { useEarnNow } from './loyalty-api.ts';
import { LoyaltyMembers } from './loyalty-members.tsx';
import { LoyaltyTestMailDialog } from './loyalty-test-mail-dialog.tsx';

const TABS = ['members', 'tiers', 'rules'] as const;
type LoyaltyTab = (typeof TABS)[number];

/**
 * /crm/loyality — the loyalty programme (feature loyalityProgram): its members by balance and tier,
 * the tiers, the rules that earn and value points, posting what ended now, and a test of the
 * statement mail (SPEC §7 `loyality/test/{mail}`).
 */
export function LoyaltyPage() {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const tab: LoyaltyTab = TABS.find((value) => value === params.get('tab')) ?? 'members';
  const [testing, setTesting] = useState(false);
  const canUpdate = useCan(['customers.update']);
  const isAdmin = useCan(['admin']);
  const earn = useEarnNow();
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading title={t('routes.crmLoyalty')} subtitle={t('loyalty.page.intro')} />
      <Tabs
        value={tab}
        onChange={(_event, value: LoyaltyTab) =>
          setParams(value === 'members' ? {} : { tab: value }, { replace: true })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((value) => (
          <Tab key={value} value={value} label={t(`loyalty.page.tabs.${value}`)} />
        ))}
      </Tabs>
      {tab === 'members' && (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
            {canUpdate && (
              <PendingButton
                variant="outlined"
                pending={earn.isPending}
                onClick={() =>
                  earn.mutate(undefined, {
                    onSuccess: (answer) =>
                      showSuccess(t('loyalty.page.earned', { count: (answer as { earned: number }).earned })),
                  })
                }
              >
                {t('loyalty.page.earnNow')}
              </PendingButton>
            )}
            <Button onClick={() => setTesting(true)}>{t('loyalty.testMail.open')}</Button>
          </Stack>
          <LoyaltyMembers />
        </>
      )}
      {tab === 'tiers' && (
        <ResourceList
          definition={loyaltyTierResource}
          inlineForm
          hideTitle
          intro={t('loyalty.page.tiersIntro')}
        />
      )}
      {tab === 'rules' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 900 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('loyalty.page.rulesIntro')}
          </Typography>
          <SettingsGroupForm group="loyalty" readOnly={!isAdmin} />
        </Paper>
      )}
      {testing && <LoyaltyTestMailDialog onClose={() => setTesting(false)} />}
    </Box>
  );
}
