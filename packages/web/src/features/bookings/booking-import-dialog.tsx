import type { BookingImportLine, BookingImportType, BookingImportTypeInfo } from '@seaberth/domain';
import type { TFunction } from 'i18next';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSession } from '../../app/session-context.ts';
import { useBookingImportTypes, useImportBookings } from './booking-import-api.ts';

/** CSV, or the same columns as an XLSX workbook (the reports' XLSX export is one). */
const ACCEPTED = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A column as the user finds it in their file: the CSV type's own name; for another Seaberth's
 * export the header that export writes in the user's language (its aliases are English, German).
 */
/**
 * A column as the file's header may say it: the CSV type's in the user's words (each a header the
 * import knows, booking-import-dialog.test.tsx holds them to it), another Seaberth's as its export
 * writes it in that language.
 */
function columnName(
  info: BookingImportTypeInfo,
  column: BookingImportTypeInfo['columns'][number],
  language: string,
  t: TFunction,
) {
  if (info.type !== 'seaberth') return t(`bookingImport.columnNames.${column.name}`);
  return column.aliases[language.startsWith('de') ? 1 : 0] ?? column.name;
}

/**
 * "Import bookings" on the booking list (issue 39): the type, its columns, the file; a progress bar
 * while it is sent and booked, then the answer line by line (booked with its number, skipped as
 * imported before, refused with the column and why). The bank statement import works the same way.
 */
export function BookingImportDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { token } = useSession();
  const types = useBookingImportTypes();
  const [type, setType] = useState<BookingImportType>('csv');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [tried, setTried] = useState(false);
  const importing = useImportBookings();
  const result = importing.data;
  const chosen = types.data?.find((info) => info.type === type);

  const submit = () => {
    if (result) return onClose();
    setTried(true);
    if (!file) return;
    setProgress(0);
    importing.mutate({ type, file, token, onProgress: setProgress });
  };

  return (
    <ActionDialog
      title={t('bookingImport.title')}
      done={Boolean(result)}
      submitLabel={result ? t('bookingImport.close') : t('bookingImport.submit')}
      onSubmit={submit}
      onClose={onClose}
      pending={importing.isPending}
      submitDisabled={!result && !file}
      error={
        importing.error ? { title: t('bookingImport.failed'), text: describeError(importing.error, t) } : null
      }
      maxWidth={result ? 'md' : 'sm'}
      testId="booking-import-dialog"
    >
      <Typography variant="body2" color="text.secondary">
        {t('bookingImport.intro')}
      </Typography>
      <TextField
        select
        label={t('bookingImport.type')}
        value={type}
        onChange={(event) => setType(event.target.value as BookingImportType)}
        disabled={importing.isPending || Boolean(result)}
      >
        {(types.data ?? [{ type: 'csv' as const }]).map((info) => (
          <MenuItem key={info.type} value={info.type}>
            {t(`bookingImport.types.${info.type}`)}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2">{t(`bookingImport.hints.${type}`)}</Typography>
      {chosen && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('bookingImport.columns', {
            columns: chosen.columns
              .map((c) => `${columnName(chosen, c, i18n.language, t)}${c.required ? '*' : ''}`)
              .join(', '),
          })}
        </Typography>
      )}
      {!result && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={importing.isPending}
          >
            {t('bookingImport.choose')}
            <input
              hidden
              type="file"
              accept={ACCEPTED}
              aria-label={t('bookingImport.file')}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                importing.reset();
                event.target.value = '';
              }}
            />
          </Button>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file ? file.name : t('bookingImport.noFile')}
          </Typography>
        </Box>
      )}
      {tried && !file && (
        <Typography variant="body2" color="error">
          {t('bookingImport.pickFile')}
        </Typography>
      )}
      {importing.isPending && (
        <Box>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {progress < 1 ? t('bookingImport.uploading') : t('bookingImport.processing')}
          </Typography>
          <LinearProgress
            aria-label={t('bookingImport.progress')}
            variant={progress < 1 ? 'determinate' : 'indeterminate'}
            value={Math.round(progress * 100)}
          />
        </Box>
      )}
      {result && (
        <>
          <Alert severity={result.refused ? 'warning' : 'success'}>
            {t('bookingImport.summary', result)}
          </Alert>
          <Table size="small" aria-label={t('bookingImport.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('bookingImport.line')}</TableCell>
                <TableCell>{t('bookingImport.reference')}</TableCell>
                <TableCell>{t('bookingImport.outcome')}</TableCell>
                <TableCell>{t('bookingImport.detail')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.lines.map((line) => (
                <TableRow key={line.line}>
                  <TableCell>{line.line}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.reference}</TableCell>
                  <TableCell>{t(`bookingImport.outcomes.${line.outcome}`)}</TableCell>
                  <TableCell>
                    <LineDetail line={line} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </ActionDialog>
  );
}

function LineDetail({ line }: { line: BookingImportLine }) {
  const { t } = useTranslation();
  if (line.booking && line.bookingNo)
    return (
      <RouterLink to={`/booking/${line.booking}`} target="_blank" rel="noopener">
        {line.bookingNo}
      </RouterLink>
    );
  if (!line.reason) return null;
  return (
    <>{t(`bookingImport.reasons.${line.reason}`, { column: line.column ?? '', message: line.message })}</>
  );
}
