import { Box, Tab, Tabs } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import { type DetailTarget, GuestFormDetailDialog } from './guest-form-detail-dialog.tsx';
import { MissingForms } from './missing-forms.tsx';
import { ReceivedForms } from './received-forms.tsx';

/**
 * /customer/guestform: the forms guests sent, to review and apply to the customer records, and the
 * bookings whose forms are still missing. /crm/guestform shows it with the CRM filter (`crm`): the
 * received forms of the customers the filter finds — the missing ones belong to bookings, not to
 * customers, and stay on the tab beside.
 */
export function GuestFormReviewPage({
  crm,
}: {
  crm?: { panel: ReactNode; filter: Record<string, unknown> };
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'received' | 'missing'>('received');
  const [detail, setDetail] = useState<DetailTarget | null>(null);
  const filter = crm && Object.keys(crm.filter).length ? JSON.stringify(crm.filter) : undefined;
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading title={t('guestForms.review.title')} subtitle={t('guestForms.review.intro')} />
      {crm?.panel}
      <Tabs
        value={tab}
        onChange={(_event, value: 'received' | 'missing') => setTab(value)}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="received" label={t('guestForms.review.received')} />
        <Tab value="missing" label={t('guestForms.missing.title')} />
      </Tabs>
      {tab === 'received' ? <ReceivedForms onOpen={setDetail} filter={filter} /> : <MissingForms />}
      {detail && <GuestFormDetailDialog target={detail} onClose={() => setDetail(null)} />}
    </Box>
  );
}
