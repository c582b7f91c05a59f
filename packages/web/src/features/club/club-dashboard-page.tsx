import { Alert, Box, Card, CardContent, Chip, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { formatDate, type ClubMember, userKind } from '@seaberth/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { RouteLoading } from '../../app/loading-bar.tsx';
import { useSession } from '../../app/session-context.ts';
import { useClubLoyalty, useClubMember } from './club-api.ts';
import { ClubCardTab } from './club-card-tab.tsx';
import { ClubContests } from './club-contests.tsx';
import { ClubDataForm } from './club-data-form.tsx';
import { ClubDives } from './club-dives.tsx';
import { ClubFriends } from './club-friends.tsx';
import { ClubInvoices } from './club-invoices.tsx';
import { ClubPoints } from './club-points.tsx';
import { ClubTrips } from './club-trips.tsx';

/** The club's tabs in their order, each shown when the operator runs its part. */
const TABS: {
  key: string;
  shown: (parts: ClubMember['parts']) => boolean;
  render: (member: ClubMember) => ReactNode;
}[] = [
  { key: 'trips', shown: () => true, render: () => <ClubTrips /> },
  { key: 'invoices', shown: () => true, render: () => <ClubInvoices /> },
  { key: 'dives', shown: (p) => p.dives, render: () => <ClubDives /> },
  { key: 'points', shown: (p) => p.loyalty, render: () => <ClubPoints /> },
  { key: 'friends', shown: (p) => p.referral, render: () => <ClubFriends /> },
  { key: 'contests', shown: (p) => p.contests, render: () => <ClubContests /> },
  { key: 'card', shown: () => true, render: (member) => <ClubCardTab customer={member.customer} /> },
  { key: 'data', shown: () => true, render: () => <ClubDataForm /> },
];

/**
 * `/club/dashboard[/:tab]` (SPEC §2 Club): a guest's own member area — trips and guest forms,
 * invoices, the dive log, points, a code to share with friends, contests and their own data. The
 * tab is in the address, so a mail can link straight to "your invoices".
 */
export function ClubDashboardPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  // Staff (even the admin) have no club of their own: the page says so without asking the server.
  const isMember = userKind(useSession().principal) === 'customer';
  const member = useClubMember(isMember);
  if (!isMember)
    return (
      <Alert severity="info" sx={{ maxWidth: 720, mx: 'auto' }}>
        {t('club.staffOnly')}
      </Alert>
    );
  if (member.isPending) return <RouteLoading />;
  if (member.isError) return <LoadErrorAlert error={member.error} onRetry={() => void member.refetch()} />;
  const tabs = TABS.filter((entry) => entry.shown(member.data.parts));
  const current = tabs.find((entry) => entry.key === tab) ?? tabs[0]!;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Card>
        <CardContent>
          <Typography variant="h2" component="h1">
            {t('club.welcome', { name: member.data.name })}
          </Typography>
          <Typography color="text.secondary">
            {t('club.memberSince', { date: formatDate(member.data.memberSince.slice(0, 10)) })}
          </Typography>
          {member.data.parts.loyalty && <MemberStanding />}
        </CardContent>
      </Card>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={current.key} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {tabs.map((entry) => (
            <Tab
              key={entry.key}
              value={entry.key}
              label={t(`club.tabs.${entry.key}`)}
              component={RouterLink}
              to={`/club/dashboard/${entry.key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" aria-label={t(`club.tabs.${current.key}`)}>
        {current.render(member.data)}
      </Box>
    </Stack>
  );
}

/** The member's points and tier at a glance, linked to the points tab. */
function MemberStanding() {
  const { t } = useTranslation();
  const loyalty = useClubLoyalty(true);
  if (!loyalty.data) return null;
  const { balance, tier } = loyalty.data;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
      {tier && (
        <Chip
          size="small"
          label={tier.name}
          sx={
            tier.color
              ? { bgcolor: tier.color, color: (theme) => theme.palette.getContrastText(tier.color) }
              : undefined
          }
        />
      )}
      <Link component={RouterLink} to="/club/dashboard/points">
        {t('loyalty.points', { count: balance })}
      </Link>
    </Stack>
  );
}
