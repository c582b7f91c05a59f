import type { FieldDescriptor, FieldError as ServerFieldError, ResourceDefinition } from '@seaberth/domain';
import { Alert, AlertTitle, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../app/pending-button.tsx';
import { useSnackbar } from '../app/snackbar.tsx';
import { fieldErrorText } from '../i18n/validation-messages.ts';
import { recordTitle } from './format-value.ts';
import { type FormSection, sectionFields } from './form-sections.ts';
import { allFieldPaths } from './error-paths.ts';
import { type FieldOverrides, toFormValues } from './form-values.ts';
import { ResourceFields } from './resource-fields.tsx';
import { resourceResolver } from './resource-resolver.ts';
import { applyServerError } from './server-errors.ts';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { type ResourceRow, useCreateResource, useUpdateResource } from './use-resource.ts';
import { useResourceText } from './use-resource-text.ts';
import { useZodErrorMap } from './use-zod-error-map.ts';

export interface ResourceFormBodyProps {
  definition: ResourceDefinition;
  fields: FieldDescriptor[];
  /** The stored record when editing; absent when creating. */
  record?: ResourceRow;
  defaults?: Record<string, unknown>;
  overrides?: FieldOverrides;
  /** Fetches the stored record again (after a version clash). */
  reload: () => Promise<ResourceRow | undefined>;
  onSaved?: (record: ResourceRow, created: boolean) => void;
  onCancel?: () => void;
  /** More buttons left of Cancel/Save. */
  actions?: ReactNode;
  /** Lay the form out in titled panels (general, address, beds …) instead of one grid of inputs. */
  sections?: FormSection[];
}

export function ResourceFormBody(props: ResourceFormBodyProps) {
  const { definition, fields, record, defaults, overrides, reload, onSaved, onCancel, actions, sections } =
    props;
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
    // Errors appear once a field is left and then follow each keystroke: no red before typing.
    mode: 'onTouched',
  });
  const { handleSubmit, reset, setError, formState } = form;

  // The stored record this form writes to and the version its values started from; only an
  // explicit reload or our own save moves the version. After a create the form edits the new
  // record, so saving twice never creates two.
  const [target, setTarget] = useState(record ? { id: record.id, version: record.version } : undefined);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [unmatched, setUnmatched] = useState<ServerFieldError[]>([]);
  const create = useCreateResource(definition);
  const update = useUpdateResource(definition);

  // Read at the moment of leaving; a ref so a save that navigates at once is not blocked by a
  // dirty flag that has not re-rendered yet.
  const dirty = useRef(false);
  dirty.current = formState.isDirty;
  const isDirty = useCallback(() => dirty.current, []);

  const visiblePaths = useMemo(
    () =>
      allFieldPaths(fields).filter(
        (path) =>
          !Object.entries(overrides ?? {}).some(
            ([hidden, o]) => o.hidden && (path === hidden || path.startsWith(`${hidden}.`)),
          ),
      ),
    [fields, overrides],
  );

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
        paths: visiblePaths,
        setError: (path, fieldError, options) => setError(path, fieldError, options),
        duplicateMessage: t('resources.validation.duplicate'),
        t,
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
                  {fieldErrorText(problem, t)}
                </div>
              ))}
            </Alert>
          )}
          {sections ? (
            sections.map((section) => (
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
                  {section.lead}
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
            ))
          ) : (
            <ResourceFields
              fields={fields}
              overrides={overrides}
              fieldLabel={text.fieldLabel}
              optionLabel={text.optionLabel}
              editing={editing}
              disabled={saving}
            />
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
            {actions}
            <Box sx={{ flex: 1 }} />
            {onCancel && (
              <Button onClick={onCancel} disabled={saving}>
                {t('resources.common.cancel')}
              </Button>
            )}
            <PendingButton pending={saving} type="submit" variant="contained" disabled={stale}>
              {saving ? t('resources.common.saving') : t('resources.common.save')}
            </PendingButton>
          </Stack>
        </Stack>
      </Box>
      <UnsavedChangesGuard isDirty={isDirty} />
    </FormProvider>
  );
}
