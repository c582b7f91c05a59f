import { describeResourceFields, type ResourceDefinition } from '@seaberth/domain';
import { Box, CircularProgress } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSection } from './form-sections.ts';
import type { FieldOverrides } from './form-values.ts';
import { ResourceFormBody } from './resource-form-body.tsx';
import { type ResourceRow, useResource } from './use-resource.ts';
import { LoadErrorAlert } from '../app/load-error-alert.tsx';

export type { FormSection } from './form-sections.ts';
export type { FieldOverride, FieldOverrides } from './form-values.ts';

export interface ResourceFormProps {
  definition: ResourceDefinition;
  /** Edit this record; without it the form creates one. */
  id?: string;
  onSaved?: (record: ResourceRow, created: boolean) => void;
  onCancel?: () => void;
  /** Values a new record starts with, over the schema defaults. */
  defaults?: Record<string, unknown>;
  /** Per-field adjustments by dotted path: hide a field or pick another widget. */
  fields?: FieldOverrides;
  /** More buttons beside Cancel/Save. */
  actions?: ReactNode;
  /** Titled panels of fields and the screen's own content, for long records (a resort, a cabin). */
  sections?: FormSection[];
}

/** The generic form: fields from the definition's zod schema, validated by it, saved through the API. */
export function ResourceForm({
  definition,
  id,
  onSaved,
  onCancel,
  defaults,
  fields: overrides,
  actions,
  sections,
}: ResourceFormProps) {
  const { t } = useTranslation();
  const fields = useMemo(() => describeResourceFields(definition), [definition]);
  const record = useResource(definition, id);

  if (id && record.isPending) {
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
  if (id && record.isError) {
    return <LoadErrorAlert error={record.error} onRetry={() => record.refetch()} />;
  }

  return (
    <ResourceFormBody
      // A different record is a different form: fresh values, version and errors.
      key={id ?? 'new'}
      definition={definition}
      fields={fields}
      record={id ? record.data : undefined}
      defaults={defaults}
      overrides={overrides}
      reload={async () => (await record.refetch({ throwOnError: true })).data}
      onSaved={onSaved}
      onCancel={onCancel}
      actions={actions}
      sections={sections}
    />
  );
}
