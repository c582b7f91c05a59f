import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSession } from '../../app/session-context.ts';
import { previewStatement, useImportStatement } from './bank-api.ts';
import type { CsvMapping, StatementPreview } from './bank-types.ts';
import { CsvMappingFields } from './csv-mapping-fields.tsx';
import { initialMapping, isCompleteMapping, isCsvFile } from './csv-mapping.ts';
import { CsvPreviewTable } from './csv-preview-table.tsx';
import { importErrorText } from './import-error.ts';
import { ImportResult } from './import-result.tsx';

const ACCEPT = '.xml,.zip,.sta,.mt940,.940,.txt,.csv,text/csv,application/xml,application/zip';

/**
 * A statement file into an account: camt.053 (XML or ZIP) and MT940 are imported as they are; a CSV
 * export is shown first with its columns mapped (the saved or guessed mapping), then imported. The
 * answer (read, new, known, assigned) or the server's refusal stays on the dialog.
 */
export function ImportDialog({ bank, onClose }: { bank: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<CsvMapping | null>(null);
  const [progress, setProgress] = useState(0);
  const [tried, setTried] = useState(false);
  const preview = useMutation({
    meta: { silent: true },
    mutationFn: (chosen: File) => previewStatement({ bank, file: chosen, token }),
    onSuccess: (answer: StatementPreview) =>
      setMapping(initialMapping(answer.headers, answer.saved, answer.mapping)),
  });
  const importing = useImportStatement();
  const csv = file !== null && isCsvFile(file);
  const result = importing.data;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setMapping(null);
    setTried(false);
    importing.reset();
    preview.reset();
    if (isCsvFile(chosen)) preview.mutate(chosen);
  };

  const submit = () => {
    if (result) return onClose();
    setTried(true);
    if (!file || (csv && (!mapping || !isCompleteMapping(mapping)))) return;
    setProgress(0);
    importing.mutate({
      bank,
      file,
      token,
      onProgress: setProgress,
      mapping: csv ? (mapping ?? undefined) : undefined,
    });
  };

  const failure = importing.error ?? preview.error;
  const pending = importing.isPending || preview.isPending;
  return (
    <ActionDialog
      title={t('bank.import.title')}
      done={Boolean(result)}
      submitLabel={result ? t('bank.import.close') : t('bank.import.submit')}
      onSubmit={submit}
      onClose={onClose}
      pending={pending}
      submitDisabled={!result && (!file || (csv && !mapping))}
      error={failure ? { title: t('bank.import.failed'), text: importErrorText(failure, t) } : null}
      maxWidth={csv ? 'lg' : 'sm'}
      testId="import-dialog"
    >
      <Typography variant="body2" color="text.secondary">
        {t('bank.import.intro')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={pending}>
          {t('bank.import.choose')}
          <input
            hidden
            type="file"
            accept={ACCEPT}
            aria-label={t('bank.import.file')}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file ? file.name : t('bank.import.noFile')}
        </Typography>
      </Box>
      {tried && !file && (
        <Typography variant="body2" color="error">
          {t('bank.import.pickFile')}
        </Typography>
      )}
      {preview.isPending && <LinearProgress aria-label={t('bank.import.reading')} />}
      {csv && preview.data && mapping && !result && (
        <>
          <CsvPreviewTable headers={preview.data.headers} rows={preview.data.rows} />
          <CsvMappingFields
            headers={preview.data.headers}
            value={mapping}
            onChange={setMapping}
            showErrors={tried}
          />
        </>
      )}
      {importing.isPending && (
        <Box>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {progress < 1 ? t('bank.import.uploading') : t('bank.import.processing')}
          </Typography>
          <LinearProgress
            aria-label={t('bank.import.progress')}
            variant={progress < 1 ? 'determinate' : 'indeterminate'}
            value={Math.round(progress * 100)}
          />
        </Box>
      )}
      {result && <ImportResult result={result} />}
    </ActionDialog>
  );
}
