import { SETTING_TYPES, type SettingType, settingResource } from '@seaberth/domain';
import { Alert, Box, Link, Tab, Tabs } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeading } from '../../app/page-heading.tsx';
import { useCan } from '../../app/session-context.ts';
import { ResourceList } from '../../resources/resource-list.tsx';
import { BackupsPanel } from './backups-panel.tsx';
import { RegistrationSwitches } from './registration-switches.tsx';

function isSettingType(type: string | undefined): type is SettingType {
  return (SETTING_TYPES as readonly string[]).includes(type ?? '');
}

/** Groups whose entries the modules screen edits as switches. */
const SWITCH_GROUPS: readonly SettingType[] = ['features', 'views'];

/** /config/settings and /config/settings/:type — the key/value entries of one settings group. */
export function SettingsPage() {
  const { type } = useParams();
  const { t } = useTranslation();
  const isAdmin = useCan(['admin']);
  const group: SettingType | undefined =
    type === undefined ? SETTING_TYPES[0] : isSettingType(type) ? type : undefined;
  const fixedFilter = useMemo(() => ({ group }), [group]);
  if (!group) return <Navigate to="/config/settings" replace />;
  return (
    <Box>
      <PageHeading title={t('resources.settings.title')} />
      <Tabs
        value={group}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {SETTING_TYPES.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`resources.settings.groups.${value}`)}
            component={RouterLink}
            to={`/config/settings/${value}`}
          />
        ))}
      </Tabs>
      {SWITCH_GROUPS.includes(group) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('resources.settings.switchesHint')}{' '}
          <Link component={RouterLink} to="/config/modules">
            {t('resources.modules.title')}
          </Link>
        </Alert>
      )}
      {group === 'mail' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('mail.settingsHint')}{' '}
          <Link component={RouterLink} to="/config/mailqueue">
            {t('resources.mailqueue.title')}
          </Link>
        </Alert>
      )}
      {group === 'general' && isAdmin && <BackupsPanel />}
      {group === 'booking' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('resources.settings.bookingHint')}
        </Alert>
      )}
      {group === 'booking' && <RegistrationSwitches readOnly={!isAdmin} />}
      {group === 'calendar' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('resources.settings.calendarHint')}
        </Alert>
      )}
      <ResourceList key={group} definition={settingResource} fixedFilter={fixedFilter} hideTitle inlineForm />
    </Box>
  );
}
