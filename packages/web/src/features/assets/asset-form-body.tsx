import type { FieldDescriptor, FieldError as ServerFieldError, ResourceDefinition } from '@seaberth/domain';
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/snackbar.tsx';
import { recordTitle } from '../../resources/format-value.ts';
import { allFieldPaths, type FieldOverrides, toFormValues } from '../../resources/form-values.ts';
import { ResourceFields } from '../../resources/resource-fields.tsx';
import { resourceResolver } from '../../resources/resource-resolver.ts';
import { applyServerError } from '../../resources/server-errors.ts';
import { UnsavedChangesGuard } from '../../resources/unsaved-changes-guard.tsx';
import { type ResourceRow, useCreateResource, useUpdateResource } from '../../resources/use-resource.ts';
import { useResourceText } from '../../resources/use-resource-text.ts';
import { useZodErrorMap } from '../../resources/use-zod-error-map.ts';
import { type FormSection, sectionFields } from './form-sections.ts';

export interface AssetFormBodyProps {
  definition: ResourceDefinition;
  fields: FieldDescriptor[];
  record?: ResourceRow;
  sections: FormSection[];
  defaults?: Record<string, unknown>;
  overrides?: FieldOverrides;
  reload: () => Promise<ResourceRow | undefined>;
  onSaved?: (record: ResourceRow, created: boolean) => void;
  onCancel?: () => void;
}

/** ResourceFormBody's save cycle (create once, then edit; stale version; field errors) in sections. */
export function AssetFormBody(props: AssetFormBodyProps) {
  const { definition, fields, record, sections, defaults, overrides, reload, onSaved, onCancel } = props;
  const { t } = useTranslation();
  const { showError, showSuccess } = useSnackbar();
  const text = useResourceText(definition);
  const errorMap = useZodErrorMap();
  const editing = Boolean(record);

  const resolver = useMemo(
    () =>
      resourceResolver({
        schema: definition.schema,
        fields,
        overrides,
        errorMap,
        invalidJson: t('resources.validation.json'),
      }),
    [definition.schema, fields, overrides, errorMap, t],
  );
  const form = useForm({
    defaultValues: toFormValues(fields, record ?? defaults, overrides, editing),
    resolver,
    mode: 'onTouched',
  });
  const { handleSubmit, reset, setError, formState } = form;
  const [target, setTarget] = useState(record ? { id: record.id, version: record.version } : undefined);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [unmatched, setUnmatched] = useState<ServerFieldError[]>([]);
  const create = useCreateResource(definition);
  const update = useUpdateResource(definition);

  const dirty = useRef(false);
  dirty.current = formState.isDirty;
  const isDirty = useCallback(() => dirty.current, []);
  const knownPaths = useMemo(() => allFieldPaths(fields), [fields]);

  const save = handleSubmit(async (values) => {
    setStale(false);
    setUnmatched([]);
    try {
      const saved = target
        ? await update.mutateAsync({ id: target.id, version: target.version, values })
        : await create.mutateAsync(values);
      setTarget({ id: saved.id, version: saved.version });
      reset(toFormValues(fields, saved, overrides, true));
      showSuccess(t('resources.common.saved', { name: recordTitle(saved, definition.titleField) }));
      dirty.current = false;
      onSaved?.(saved, !target);
    } catch (error) {
      const outcome = applyServerError(error, {
        paths: knownPaths,
        setError: (path, fieldError, options) => setError(path, fieldError, options),
        duplicateMessage: t('resources.validation.duplicate'),
      });
      if (outcome.kind === 'stale') setStale(true);
      else if (outcome.kind === 'fields') setUnmatched(outcome.unmatched);
      else showError(error);
    }
  });

  const reloadRecord = async () => {
    setReloading(true);
    try {
      const fresh = await reload();
      if (fresh) {
        reset(toFormValues(fields, fresh, overrides, true));
        setTarget({ id: fresh.id, version: fresh.version });
        setStale(false);
      }
    } catch (error) {
      showError(error);
    } finally {
      setReloading(false);
    }
  };

  const saving = formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={save} aria-label={text.one}>
        <Stack spacing={2}>
          {stale && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={reloadRecord} disabled={reloading}>
                  {t('resources.common.reload')}
                </Button>
              }
            >
              <AlertTitle>{t('resources.common.staleTitle')}</AlertTitle>
              {t('resources.common.staleText')}
            </Alert>
          )}
          {unmatched.length > 0 && (
            <Alert severity="error">
              <AlertTitle>{t('resources.common.notSaved')}</AlertTitle>
              {unmatched.map((problem) => (
                <div key={`${problem.path}:${problem.message}`}>
                  {problem.path ? `${text.fieldLabel(problem.path)}: ` : ''}
                  {problem.message}
                </div>
              ))}
            </Alert>
          )}
          {sections.map((section) => (
            <Paper
              key={section.key}
              variant="outlined"
              component="section"
              aria-labelledby={`section-${section.key}`}
              sx={{ p: { xs: 2, md: 3 } }}
            >
              <Typography id={`section-${section.key}`} variant="h4" component="h2" sx={{ mb: 0.5 }}>
                {section.title}
              </Typography>
              {section.intro && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
                  {section.intro}
                </Typography>
              )}
              <Stack spacing={2} sx={{ mt: section.intro ? 0 : 2 }}>
                {section.paths && section.paths.length > 0 && (
                  <ResourceFields
                    fields={sectionFields(fields, section.paths)}
                    overrides={overrides}
                    fieldLabel={text.fieldLabel}
                    optionLabel={text.optionLabel}
                    editing={editing}
                    disabled={saving}
                  />
                )}
                {section.content}
              </Stack>
            </Paper>
          ))}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
            {onCancel && (
              <Button onClick={onCancel} disabled={saving}>
                {t('resources.common.cancel')}
              </Button>
            )}
            <Button
              type="submit"
              variant="contained"
              disabled={saving || stale}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {saving ? t('resources.common.saving') : t('resources.common.save')}
            </Button>
          </Stack>
        </Stack>
      </Box>
      <UnsavedChangesGuard isDirty={isDirty} />
    </FormProvider>
  );
}
