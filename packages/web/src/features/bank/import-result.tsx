import type { BankImportResult } from '@seaberth/domain';
import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COUNTS = ['read', 'imported', 'duplicates', 'assigned'] as const;

/** What an import did: entries read from the file, new ones, known ones skipped, assigned at once. */
export function ImportResult({ result }: { result: BankImportResult }) {
  const { t } = useTranslation();
  return (
    <Alert severity="success" data-testid="import-result">
      <AlertTitle>{t('bank.import.done', { format: t(`bank.import.formats.${result.format}`) })}</AlertTitle>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, m: 0 }}>
        {COUNTS.map((key) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Box component="dt">{t(`bank.import.counts.${key}`)}</Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`import-${key}`}>
              {result[key]}
            </Box>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
