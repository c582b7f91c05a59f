import {
  CONFIG_GROUPS,
  type ConfigGroup,
  type ConfigGroupState,
  type ConfigOverview,
  configGroupStates,
} from '@seaberth/domain';
import { Box, Card, CardContent, Chip, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { operatorToday } from '../../app/clock.ts';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';

/** Each group's own page: where its card leads. */
const PAGES: Record<ConfigGroup, string> = {
  company: '/config/company',
  mail: '/config/mail',
  payment: '/config/paymentprovider',
  features: '/config/modules',
  languages: '/config/translations',
  backups: '/config/settings/general',
  users: '/users',
};

const CHIP_COLOR = { ok: 'success', attention: 'warning', off: 'default' } as const;

/** The lines under a group's title: what is set up, in words. */
function factsOf(group: ConfigGroup, overview: ConfigOverview, t: TFunction): string[] {
  const f = (key: string, values?: Record<string, unknown>) => t(`configOverview.facts.${key}`, values);
  switch (group) {
    case 'company': {
      const { name, hasAddress, hasLogo, bankAccounts } = overview.company;
      return [
        name || f('noName'),
        hasAddress ? f('address') : f('noAddress'),
        [hasLogo ? f('logo') : f('noLogo'), f('bankAccounts', { count: bankAccounts })].join(' · '),
      ];
    }
    case 'mail': {
      const { transport, accounts, templates, failed } = overview.mail;
      return [
        transport === 'configured' ? f('smtp') : f('noSmtp'),
        accounts ? f('mailAccounts', { count: accounts }) : f('noMailAccounts'),
        [f('templates', { count: templates }), ...(failed ? [f('failed', { count: failed })] : [])].join(
          ' · ',
        ),
      ];
    }
    case 'payment':
      return [
        overview.payment.providers
          ? f('providers', { count: overview.payment.providers, active: overview.payment.active })
          : f('noProviders'),
      ];
    case 'features':
      return [f('modules', { on: overview.features.on.length, total: overview.features.total })];
    case 'languages': {
      const name = (code: string) => t(`configOverview.languageNames.${code}`, { defaultValue: code });
      return [
        f('defaultLanguage', { language: name(overview.languages.default) }),
        f('supported', { languages: overview.languages.supported.map(name).join(', ') }),
      ];
    }
    case 'backups': {
      const { local, lastAt, dropbox } = overview.backups;
      return [
        lastAt ? f('lastBackup', { at: formatInstant(lastAt) }) : f('noBackup'),
        ...(local ? [f('localBackups', { count: local })] : []),
        dropbox ? f('dropbox') : f('noDropbox'),
      ];
    }
    case 'users':
      return [f('users', { count: overview.users.active }), f('roles', { count: overview.users.roles })];
  }
}

function GroupCard(props: { group: ConfigGroup; state: ConfigGroupState; facts: string[] }) {
  const { t } = useTranslation();
  const { group, state, facts } = props;
  const title = t(`configOverview.groups.${group}`);
  return (
    <Card variant="outlined" component="section" aria-labelledby={`config-${group}`}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography id={`config-${group}`} variant="h4" component="h2">
            <Link component={RouterLink} to={PAGES[group]} underline="hover">
              {title}
            </Link>
          </Typography>
          <Chip size="small" color={CHIP_COLOR[state]} label={t(`configOverview.states.${state}`)} />
        </Stack>
        {facts.map((line) => (
          <Typography key={line} variant="body2" color="text.secondary">
            {line}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * /config (admin): every settings group with its state (set up, needs attention, not in use) and
 * what it holds, each leading to its own page; one call answers them all.
 */
export function ConfigOverviewPage() {
  const { t } = useTranslation();
  const overview = useQuery({
    queryKey: ['settings', 'overview'],
    queryFn: () => api.GET('/api/settings/overview'),
  });
  const data = overview.data;
  const states = data ? configGroupStates(data, operatorToday()) : undefined;
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeading title={t('configOverview.title')} subtitle={t('configOverview.intro')} />
      {overview.isError && <LoadErrorAlert error={overview.error} onRetry={() => overview.refetch()} />}
      {overview.isPending && (
        <Box
          sx={{ display: 'flex', justifyContent: 'center', py: 6 }}
          role="status"
          aria-label={t('resources.common.loading')}
        >
          <CircularProgress aria-label={t('resources.common.loading')} />
        </Box>
      )}
      {data && states && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(300px, 1fr))' },
          }}
        >
          {CONFIG_GROUPS.map((group) => (
            <GroupCard key={group} group={group} state={states[group]} facts={factsOf(group, data, t)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
