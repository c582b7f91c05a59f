import { SETTING_TYPES, type SettingType } from '@seaberth/domain';
import { Alert, Box, Link, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeading } from '../../app/page-heading.tsx';
import { useCan } from '../../app/session-context.ts';
import { BackupsPanel } from './backups-panel.tsx';
import { BookingReindexPanel } from './booking-reindex-panel.tsx';
import { SettingsGroupForm } from './settings-group-form.tsx';

function isSettingType(type: string | undefined): type is SettingType {
  return (SETTING_TYPES as readonly string[]).includes(type ?? '');
}

/** Where the settings of a group are edited on a screen of their own, with the words that lead there. */
const ELSEWHERE: Partial<Record<SettingType, { hint: string; to: string; title: string }>> = {
  features: {
    hint: 'resources.settings.switchesHint',
    to: '/config/modules',
    title: 'resources.modules.title',
  },
  views: { hint: 'resources.settings.switchesHint', to: '/config/modules', title: 'resources.modules.title' },
  mail: { hint: 'settings.mailHint', to: '/config/mail', title: 'settings.mailAccounts' },
};

/** /config/settings and /config/settings/:type — the settings of one group as a typed form. */
export function SettingsPage() {
  const { type } = useParams();
  const { t } = useTranslation();
  const isAdmin = useCan(['admin']);
  const group: SettingType | undefined =
    type === undefined ? SETTING_TYPES[0] : isSettingType(type) ? type : undefined;
  if (!group) return <Navigate to="/config/settings" replace />;
  const elsewhere = ELSEWHERE[group];
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
      {elsewhere && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(elsewhere.hint)}{' '}
          <Link component={RouterLink} to={elsewhere.to}>
            {t(elsewhere.title)}
          </Link>
        </Alert>
      )}
      {group === 'invoice' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('settings.invoiceHint')}
        </Alert>
      )}
      {group === 'general' && isAdmin && <BackupsPanel />}
      {group === 'general' && isAdmin && <BookingReindexPanel />}
      <SettingsGroupForm key={group} group={group} readOnly={!isAdmin} />
    </Box>
  );
}
