import { REGISTRATION_SETTINGS, REGISTRATION_USER_TYPES, settingResource } from '@seaberth/domain';
import { List, ListItem, ListItemText, Paper, Switch, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { resourceKeys, useRefreshBootstrap, useResourceList } from '../../resources/use-resource.ts';

const QUERY = { page: 0, size: 0, filter: { group: REGISTRATION_SETTINGS.group } };

/**
 * On the booking settings: whether visitors may register as customer or as agency (`/register/…`).
 * Off unless switched on; a switch saves at once (administrators only, as every setting).
 */
export function RegistrationSwitches({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const queryClient = useQueryClient();
  const refreshBootstrap = useRefreshBootstrap();
  const list = useResourceList(settingResource, QUERY);
  const rowOf = (key: string) => list.data?.data.find((row) => row.key === key);

  const save = useMutation({
    mutationFn: async ({ key, on }: { key: string; on: boolean }) => {
      const row = rowOf(key);
      const body = { group: REGISTRATION_SETTINGS.group, key, value: String(on) };
      if (row)
        await api.post(`/api/settings/${encodeURIComponent(row.id)}`, { ...body, version: row.version });
      else await api.post('/api/settings', body);
    },
    onError: showError,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: resourceKeys(settingResource.name).lists() });
      await refreshBootstrap();
    },
  });

  return (
    <Paper variant="outlined" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('resources.settings.registration.title')}
      </Typography>
      <List>
        {REGISTRATION_USER_TYPES.map((userType) => {
          const key = REGISTRATION_SETTINGS.keys[userType];
          const label = t(`resources.settings.registration.${userType}`);
          return (
            <ListItem
              key={key}
              divider
              secondaryAction={
                <Switch
                  edge="end"
                  checked={rowOf(key)?.value === 'true'}
                  disabled={readOnly || list.isLoading || save.isPending}
                  onChange={(_event, on) => save.mutate({ key, on })}
                  slotProps={{ input: { 'aria-label': label } }}
                />
              }
            >
              <ListItemText primary={label} secondary={t('resources.settings.registration.hint')} />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
