import { agencyResource } from '@seaberth/domain';
import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useCan } from '../../app/session-context.ts';
import { recordTitle } from '../../resources/format-value.ts';
import { useResource } from '../../resources/use-resource.ts';
import { TabbedPage, type PageTab } from '../../resources/tabbed-page.tsx';
import { AgencyAllotmentsTab } from './agency-allotments-tab.tsx';
import type { AgencyRecord } from './agency-api.ts';
import { AgencyBookingsTab } from './agency-bookings-tab.tsx';
import { AgencyCommissionTab } from './agency-commission-tab.tsx';
import { AgencyContactsTab } from './agency-contacts-tab.tsx';
import { AgencyCreditsTab } from './agency-credits-tab.tsx';
import { AgencyDetailsTab } from './agency-details-tab.tsx';
import { AgencyStatementTab } from './agency-statement-tab.tsx';
import { AgencyUsersTab } from './agency-users-tab.tsx';

/**
 * /agency/create and /agency/:id — an agency: its data and contract, its people, its users and
 * bookings, the commission in words, its credit ledger, allotments and statement. An agent
 * (agencies.self) sees their own agency read-only.
 */
export function AgencyPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const record = useResource(agencyResource, id);
  const canList = useCan(['agencies.read']);
  const canSeeUsers = useCan(['users.read']);
  const canSeeBookings = useCan(['bookings.read', 'agencies.self']);
  const canSeeAllotments = useCan(['agencies.read', 'agencies.self']);
  const agency = record.data;
  const back = canList
    ? { to: '/agency/list', label: t('resources.agency.title') }
    : { to: '/', label: t('routes.home') };

  if (!id) {
    return (
      <TabbedPage
        back={back}
        title={t('routes.agencyCreate')}
        tabs={[{ value: 'details', label: t('agencies.tabs.details'), content: <AgencyDetailsTab /> }]}
      />
    );
  }
  const needsRecord = (content: (agency: AgencyRecord) => ReactNode) =>
    agency ? (
      content(agency)
    ) : record.isError ? (
      <LoadErrorAlert error={record.error} onRetry={() => record.refetch()} />
    ) : (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('resources.common.loading')} />
      </Box>
    );

  const tabs: PageTab[] = [
    { value: 'details', label: t('agencies.tabs.details'), content: <AgencyDetailsTab id={id} /> },
    { value: 'contacts', label: t('agencies.tabs.contacts'), content: <AgencyContactsTab agency={id} /> },
  ];
  if (canSeeUsers)
    tabs.push({ value: 'users', label: t('agencies.tabs.users'), content: <AgencyUsersTab agency={id} /> });
  if (canSeeBookings)
    tabs.push({
      value: 'bookings',
      label: t('agencies.tabs.bookings'),
      content: <AgencyBookingsTab agency={id} />,
    });
  tabs.push(
    {
      value: 'commission',
      label: t('agencies.tabs.commission'),
      content: needsRecord((a) => <AgencyCommissionTab agency={a} />),
    },
    {
      value: 'credits',
      label: t('agencies.tabs.credits'),
      content: needsRecord((a) => <AgencyCreditsTab agency={a} />),
    },
  );
  if (canSeeAllotments)
    tabs.push({
      value: 'allotments',
      label: t('agencies.tabs.allotments'),
      content: <AgencyAllotmentsTab agency={id} />,
    });
  tabs.push({
    value: 'statement',
    label: t('agencies.tabs.statement'),
    content: <AgencyStatementTab agency={id} />,
  });

  const title = agency ? recordTitle(agency, 'name') : t('resources.agency.one');
  const subtitle = agency
    ? [t(`resources.options.type.${agency.type}`), agency.isActive ? null : t('agencies.detail.inactive')]
        .filter(Boolean)
        .join(' · ')
    : undefined;
  return <TabbedPage back={back} title={title} subtitle={subtitle} tabs={tabs} />;
}
