import {
  ONLINE_HOLD_LIMIT_KEYS,
  ONLINE_HOLD_LIMITS,
  type OnlineHoldLimitKey,
  onlineHoldLimits,
  settingResource,
} from '@seaberth/domain';
import { Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { type ResourceRow, resourceKeys, useResourceList } from '../../resources/use-resource.ts';

const BOOKING_SETTINGS = { page: 0, size: 0, filter: { group: ['booking'] } };

/**
 * The limits on what anonymous guests hold while they pay (settings of the group `booking`):
 * shown with the defaults in force, edited here next to the widgets that take such bookings.
 */
export function OnlineLimitsPanel() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const list = useResourceList(settingResource, BOOKING_SETTINGS);
  const stored = useMemo(
    () => new Map((list.data?.data ?? []).map((row) => [String(row.key), row] as [string, ResourceRow])),
    [list.data],
  );
  const saved = onlineHoldLimits(
    Object.fromEntries([...stored].map(([key, row]) => [key, String(row.value)])),
  );
  const [draft, setDraft] = useState<Partial<Record<OnlineHoldLimitKey, string>>>({});
  const [saving, setSaving] = useState(false);

  const shown = (key: OnlineHoldLimitKey) => draft[key] ?? String(saved[key]);
  const invalid = (key: OnlineHoldLimitKey) => {
    const value = Number(shown(key));
    const { min, max } = ONLINE_HOLD_LIMITS[key];
    return !Number.isInteger(value) || value < min || value > max;
  };
  const changed = ONLINE_HOLD_LIMIT_KEYS.filter(
    (key) => draft[key] !== undefined && draft[key] !== String(saved[key]),
  );

  const save = async () => {
    setSaving(true);
    try {
      for (const key of changed) {
        const row = stored.get(key);
        const body = { group: 'booking', key, value: String(Number(draft[key])) };
        if (row)
          await api.POST('/api/settings/{id}', {
            path: { id: row.id },
            body: { ...body, version: row.version },
          });
        else await api.POST('/api/settings', { body });
      }
      setDraft({});
      snackbar.showSuccess(t('widgets.limits.saved'));
    } catch (error) {
      snackbar.showError(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: resourceKeys(settingResource.name).lists() });
      setSaving(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-labelledby="online-limits">
      <Typography variant="h6" component="h2" id="online-limits">
        {t('widgets.limits.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('widgets.limits.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {ONLINE_HOLD_LIMIT_KEYS.map((key) => (
          <TextField
            key={key}
            type="number"
            label={t(`widgets.limits.${key}`)}
            value={shown(key)}
            onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
            error={invalid(key)}
            helperText={t(`widgets.limits.${key}Help`, {
              default: ONLINE_HOLD_LIMITS[key].default,
              min: ONLINE_HOLD_LIMITS[key].min,
              max: ONLINE_HOLD_LIMITS[key].max,
            })}
            disabled={list.isLoading}
            slotProps={{ htmlInput: { min: ONLINE_HOLD_LIMITS[key].min, max: ONLINE_HOLD_LIMITS[key].max } }}
            sx={{ flex: 1 }}
          />
        ))}
      </Stack>
      <PendingButton
        variant="contained"
        pending={saving}
        disabled={changed.length === 0 || ONLINE_HOLD_LIMIT_KEYS.some(invalid)}
        onClick={save}
      >
        {t('widgets.limits.save')}
      </PendingButton>
    </Paper>
  );
}
