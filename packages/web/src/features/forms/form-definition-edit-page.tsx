import { Box, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { DEFINITIONS_PATH, DefinitionEditor } from './definition-editor.tsx';
import { useDefinition } from './form-api.ts';

/** /formdef/:id (`new` for a new one): the form builder with its live preview. */
export function FormDefinitionEditPage() {
  const { t } = useTranslation();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const stored = useDefinition(id, !isNew);
  const [reloads, setReloads] = useState(0);
  const reload = async () => {
    await stored.refetch();
    setReloads((n) => n + 1);
  };
  return (
    <Box>
      <PageHeading
        title={isNew ? t('forms.builder.new') : (stored.data?.name ?? t('forms.builder.title'))}
        subtitle={t('forms.builder.intro')}
        actions={
          <Button component={RouterLink} to={DEFINITIONS_PATH}>
            {t('forms.builder.backToList')}
          </Button>
        }
      />
      {!isNew && stored.isPending && <CircularProgress aria-label={t('resources.common.loading')} />}
      {stored.isError && <LoadErrorAlert error={stored.error} onRetry={() => stored.refetch()} />}
      {(isNew || stored.data) && (
        <DefinitionEditor
          // A new definition, once saved, keeps its editor: only a reload starts over.
          key={`${reloads}`}
          stored={isNew ? undefined : stored.data}
          onReload={() => void reload()}
        />
      )}
    </Box>
  );
}
