import { formDefinitionResource, type FormField, type FormFieldType } from '@seaberth/domain';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { api, isApiError } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { UnsavedChangesGuard } from '../../resources/unsaved-changes-guard.tsx';
import { useZodErrorMap } from '../../resources/use-zod-error-map.ts';
import { moveItem } from '../media/index.ts';
import { AddFieldMenu } from './add-field-menu.tsx';
import { DefinitionMetaFields } from './definition-meta-fields.tsx';
import { DefinitionPreview } from './definition-preview.tsx';
import {
  completeField,
  type DefinitionDraft,
  draftToValues,
  errorKey,
  type FieldRow,
  newField,
  newUid,
} from './field-drafts.ts';
import { FieldList } from './field-list.tsx';
import { FieldSettings } from './field-settings.tsx';
import { definitionKeys, type StoredDefinition } from './form-api.ts';
import { wordedFieldErrors } from '../../i18n/validation-messages.ts';

export const DEFINITIONS_PATH = '/formdef';

function toDraft(stored: StoredDefinition | undefined): DefinitionDraft {
  return {
    name: stored?.name ?? '',
    purpose: stored?.purpose ?? 'feedback',
    description: stored?.description ?? '',
    isActive: stored?.isActive ?? true,
    rows: (stored?.fields ?? []).map((field) => ({
      uid: newUid(),
      field: completeField(field),
      autoKey: false,
    })),
  };
}

/** A problem's key is of this field (or this meta field): `row-1.options` is of `row-1`, not of `row-10`. */
const belongsTo = (key: string, prefix: string) => key === prefix || key.startsWith(`${prefix}.`);

const snapshot = (draft: DefinitionDraft) => JSON.stringify(draftToValues(draft));

/**
 * The form builder: name and purpose, the fields in order (drag, or the arrows), each field's
 * settings, and beside it the form as the customer will see it. Saved with its version, so an
 * edit made meanwhile by someone else is never overwritten.
 */
export function DefinitionEditor({ stored, onReload }: { stored?: StoredDefinition; onReload: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const errorMap = useZodErrorMap();
  const [base, setBase] = useState(stored);
  const [draft, setDraft] = useState(() => toDraft(stored));
  const saved = useRef(snapshot(draft));
  const [expanded, setExpanded] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);

  const latest = useRef(draft);
  latest.current = draft;
  const isDirty = useCallback(() => snapshot(latest.current) !== saved.current, []);

  const fields = useMemo(() => draft.rows.map((row) => row.field), [draft.rows]);

  const setRows = (change: (rows: FieldRow[]) => FieldRow[]) =>
    setDraft((current) => ({ ...current, rows: change(current.rows) }));

  const forget = (prefix: string) =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !belongsTo(key, prefix))),
    );

  const updateField = (uid: string, field: FormField, keyTyped = false) => {
    setRows((rows) =>
      rows.map((row) => (row.uid === uid ? { ...row, field, autoKey: row.autoKey && !keyTyped } : row)),
    );
    forget(uid);
  };

  const add = (type: FormFieldType) => {
    const uid = newUid();
    setRows((rows) => [
      ...rows,
      { uid, field: newField(type, new Set(rows.map((row) => row.field.id))), autoKey: true },
    ]);
    setExpanded(uid);
  };

  const showProblems = (problems: { path: string; message: string }[]) => {
    const found: Record<string, string> = {};
    for (const p of problems) found[errorKey(p.path, draft.rows)] ??= p.message;
    setErrors(found);
    const first = draft.rows.find((row) => Object.keys(found).some((key) => belongsTo(key, row.uid)));
    if (first) setExpanded(first.uid);
    setProblem(t('forms.builder.fixProblems'));
  };

  const save = async () => {
    setProblem(null);
    const values = draftToValues(draft);
    const parsed = formDefinitionResource.schema.safeParse(values, { error: errorMap });
    if (!parsed.success) {
      showProblems(
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = base
        ? await api.POST('/api/formdef/{id}', {
            path: { id: base.id },
            body: { ...values, version: base.version },
          })
        : await api.POST('/api/formdef', { body: values });
      saved.current = snapshot(draft);
      setBase(result);
      queryClient.setQueryData(definitionKeys.detail(result.id), result);
      await queryClient.invalidateQueries({ queryKey: definitionKeys.lists() });
      showSuccess(t('resources.common.saved', { name: result.name }));
      if (!base) navigate(`${DEFINITIONS_PATH}/${result.id}`, { replace: true });
    } catch (error) {
      const code = isApiError(error) ? error.body.description : '';
      const fields = isApiError(error) ? (error.body.fields ?? []) : [];
      if (code === 'STALE_VERSION') setStale(true);
      else if (code === 'DUPLICATE')
        showProblems([{ path: 'name', message: t('resources.validation.duplicate') }]);
      else if (fields.length) showProblems(wordedFieldErrors(fields, t));
      else setProblem(describeError(error, t));
    } finally {
      setSaving(false);
    }
  };

  const rowError = (uid: string) => Object.keys(errors).some((key) => belongsTo(key, uid));

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      <UnsavedChangesGuard isDirty={isDirty} />
      {/* The preview stays outside the form: Enter in a tried-out answer must not save the definition. */}
      <Stack
        spacing={2}
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {stale && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" onClick={onReload}>
                {t('resources.common.reload')}
              </Button>
            }
          >
            <strong>{t('resources.common.staleTitle')}</strong> {t('resources.common.staleText')}
          </Alert>
        )}
        {problem && (
          <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
            {problem}
            {errors.fields && <div>{errors.fields}</div>}
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <DefinitionMetaFields
            value={draft}
            onChange={(change) => {
              setDraft((current) => ({ ...current, ...change }));
              for (const key of Object.keys(change)) forget(key);
            }}
            errors={errors}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}
          >
            <Typography variant="h6" component="h2">
              {t('forms.builder.fieldsCount', { count: draft.rows.length })}
            </Typography>
            <AddFieldMenu onAdd={add} disabled={draft.rows.length >= 100} />
          </Stack>
          {draft.rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {t('forms.builder.noFields')}
            </Typography>
          ) : (
            <FieldList
              rows={draft.rows}
              expanded={expanded}
              onExpand={setExpanded}
              onMove={(from, to) => setRows((rows) => moveItem(rows, from, to))}
              onRemove={(uid) => {
                setRows((rows) => rows.filter((row) => row.uid !== uid));
                forget(uid);
              }}
              hasError={rowError}
              language={currentLanguage()}
              settings={(row) => (
                <FieldSettings
                  row={row}
                  otherKeys={new Set(draft.rows.filter((r) => r.uid !== row.uid).map((r) => r.field.id))}
                  onChange={(field, keyTyped) => updateField(row.uid, field, keyTyped)}
                  errorAt={(path) => errors[`${row.uid}.${path}`]}
                />
              )}
            />
          )}
        </Paper>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={DEFINITIONS_PATH}>
            {t('resources.common.cancel')}
          </Button>
          <PendingButton type="submit" variant="contained" pending={saving}>
            {t('resources.common.save')}
          </PendingButton>
        </Stack>
      </Stack>
      <Box
        sx={{
          position: { lg: 'sticky' },
          top: { lg: 80 },
          maxHeight: { lg: 'calc(100vh - 96px)' },
          overflowY: { lg: 'auto' },
        }}
      >
        <DefinitionPreview name={draft.name} description={draft.description} fields={fields} />
      </Box>
    </Box>
  );
}
