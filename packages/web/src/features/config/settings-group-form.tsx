import {
  type SettingType,
  settingDefinitionsOf,
  settingResource,
  settingsGroupSchema,
  toSettingFormValue,
  toSettingStoredValue,
} from '@seaberth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client.ts';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import {
  type ResourceRow,
  resourceKeys,
  useRefreshBootstrap,
  useResourceList,
} from '../../resources/use-resource.ts';
import { useZodErrorMap } from '../../resources/use-zod-error-map.ts';
import { useCurrencies } from '../../ui/use-currencies.ts';
import { saveSetting } from './save-setting.ts';
import { SettingInput } from './setting-input.tsx';
import { fieldErrorText } from '../../i18n/validation-messages.ts';

/**
 * The settings of one group as a form: one typed field per setting definition of the domain,
 * filled from the stored entries (or the default the server assumes), checked by the same rules,
 * and saved entry by entry — only what changed.
 */
export function SettingsGroupForm({ group, readOnly }: { group: SettingType; readOnly: boolean }) {
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const refreshBootstrap = useRefreshBootstrap();
  const errorMap = useZodErrorMap();
  const { codes } = useCurrencies();
  const definitions = useMemo(() => settingDefinitionsOf(group), [group]);
  const list = useResourceList(settingResource, { page: 0, size: 0, filter: { group } });
  const rows = list.data?.data;

  const stored = useMemo(
    () => Object.fromEntries(definitions.map((d) => [d.key, toSettingFormValue(d, rowValue(rows, d.key))])),
    [definitions, rows],
  );
  const form = useForm<Record<string, unknown>>({
    values: stored,
    resolver: zodResolver(settingsGroupSchema(group), { error: errorMap }) as never,
  });

  if (definitions.length === 0) return null;

  const submit = form.handleSubmit(async (values) => {
    const changed = definitions.filter(
      (d) =>
        toSettingStoredValue(d, values[d.key] as never) !== toSettingStoredValue(d, stored[d.key] as never) ||
        rowValue(rows, d.key) === undefined,
    );
    try {
      for (const d of changed) {
        const value = toSettingStoredValue(d, values[d.key] as never);
        if (rowValue(rows, d.key) === undefined && value === d.default) continue;
        try {
          await saveSetting(
            rows?.find((row) => row.key === d.key),
            { group, key: d.key, value },
          );
        } catch (error) {
          // The server checks the value by the same definition; its word goes under the field.
          if (isApiError(error) && error.body.fields?.length) {
            const [first] = error.body.fields;
            form.setError(d.key, { message: first ? fieldErrorText(first, t) : '' });
            return;
          }
          throw error;
        }
      }
      showSuccess(t('settings.saved'));
    } catch (error) {
      showError(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: resourceKeys(settingResource.name).lists() });
      await refreshBootstrap();
    }
  });

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t(`resources.settings.groups.${group}`)}
      </Typography>
      <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
        {definitions.map((definition) => (
          <SettingInput
            key={definition.key}
            definition={definition}
            control={form.control}
            disabled={readOnly || list.isLoading}
            currencies={codes}
          />
        ))}
      </Stack>
      {!readOnly && (
        <Stack direction="row" sx={{ mt: 3 }}>
          <PendingButton type="submit" variant="contained" pending={form.formState.isSubmitting}>
            {t('common.save')}
          </PendingButton>
        </Stack>
      )}
    </Paper>
  );
}

function rowValue(rows: ResourceRow[] | undefined, key: string): string | undefined {
  const row = rows?.find((r) => r.key === key);
  return typeof row?.value === 'string' ? row.value : undefined;
}
