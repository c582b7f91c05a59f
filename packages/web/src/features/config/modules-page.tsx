import { FEATURES, hasAnyScope, requiredScopes, settingResource, VIEW_SWITCHES } from '@seaberth/domain';
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ModuleSwitchList } from './module-switch-list.tsx';
import { useModuleSwitches } from './use-module-switches.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';

/**
 * /config/modules: the feature flags of SPEC §1 and the report view switches. Changes are
 * collected and saved together, because switching an area off hides its menu for everybody.
 */
export function ModulesPage() {
  const { t } = useTranslation();
  const { principal } = useSession();
  const { showError, showSuccess } = useSnackbar();
  const switches = useModuleSwitches();
  const canEdit =
    hasAnyScope(principal, requiredScopes(settingResource, 'update')) &&
    hasAnyScope(principal, requiredScopes(settingResource, 'create'));

  const save = async () => {
    const outcome = await switches.save();
    if (outcome === 'saved') showSuccess(t('resources.modules.saved'));
    else if (outcome !== 'stale') showError(outcome);
  };

  if (switches.isLoading) {
    return (
      <Box
        sx={{ display: 'flex', justifyContent: 'center', py: 6 }}
        role="status"
        aria-label={t('resources.common.loading')}
      >
        <CircularProgress aria-label={t('resources.common.loading')} />
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeading title={t('resources.modules.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('resources.modules.intro')}
      </Typography>
      {switches.error && <LoadErrorAlert error={switches.error} onRetry={switches.retry} sx={{ mb: 2 }} />}
      {switches.stale && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>{t('resources.common.staleTitle')}</AlertTitle>
          {t('resources.modules.staleText')}
        </Alert>
      )}
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('resources.modules.readOnly')}
        </Alert>
      )}
      <ModuleSwitchList
        group="features"
        title={t('resources.modules.featuresTitle')}
        keys={FEATURES}
        isOn={switches.isOn}
        isChanged={switches.isChanged}
        onToggle={switches.toggle}
        disabled={!canEdit || switches.saving}
      />
      <ModuleSwitchList
        group="views"
        title={t('resources.modules.viewsTitle')}
        keys={VIEW_SWITCHES}
        isOn={switches.isOn}
        isChanged={switches.isChanged}
        onToggle={switches.toggle}
        disabled={!canEdit || switches.saving}
      />
      {canEdit && (
        <Paper
          variant="outlined"
          sx={{ position: 'sticky', bottom: 16, p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
        >
          <Typography variant="body2" sx={{ flex: 1 }}>
            {switches.changes === 0
              ? t('resources.modules.noChanges')
              : t('resources.modules.pending', { count: switches.changes })}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button onClick={switches.discard} disabled={switches.changes === 0 || switches.saving}>
              {t('resources.modules.discard')}
            </Button>
            <PendingButton
              pending={switches.saving}
              variant="contained"
              onClick={save}
              disabled={switches.changes === 0}
            >
              {switches.saving ? t('resources.common.saving') : t('resources.common.save')}
            </PendingButton>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
