import { describeResourceFields, type ResourceDefinition } from '@seaberth/domain';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error.ts';
import type { FieldOverrides } from '../../resources/form-values.ts';
import { type ResourceRow, useResourceRecord } from '../../resources/use-resource.ts';
import { AssetFormBody } from './asset-form-body.tsx';
import type { FormSection } from './form-sections.ts';

export interface AssetFormProps {
  definition: ResourceDefinition;
  /** Edit this record; without it the form creates one. */
  id?: string;
  sections: FormSection[];
  defaults?: Record<string, unknown>;
  overrides?: FieldOverrides;
  onSaved?: (record: ResourceRow, created: boolean) => void;
  onCancel?: () => void;
}

/**
 * The generic resource form laid out in titled sections (general, address, beds …): the same
 * schema validation, version check and server-error placement as ResourceForm, because an
 * operator filling in a resort or a cabin should not scroll through one long grid of inputs.
 */
export function AssetForm({ definition, id, ...rest }: AssetFormProps) {
  const { t } = useTranslation();
  const fields = useMemo(() => describeResourceFields(definition), [definition]);
  const record = useResourceRecord(definition, id);

  if (id && record.isPending) {
    return (
      <Box
        sx={{ display: 'flex', justifyContent: 'center', py: 6 }}
        role="status"
        aria-label={t('resources.common.loading')}
      >
        <CircularProgress />
      </Box>
    );
  }
  if (id && record.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => record.refetch()}>
            {t('resources.common.retry')}
          </Button>
        }
      >
        {describeError(record.error, t)}
      </Alert>
    );
  }
  return (
    <AssetFormBody
      key={id ?? 'new'}
      definition={definition}
      fields={fields}
      record={id ? record.data : undefined}
      reload={async () => (await record.refetch({ throwOnError: true })).data}
      {...rest}
    />
  );
}
