import type { FoundBooking, Language } from '@seaberth/domain';
import {
  Alert,
  Autocomplete,
  Box,
  Chip,
  LinearProgress,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';

type BookingChoice = Pick<FoundBooking, 'id' | 'bookingNo' | 'leadName' | 'from' | 'to'>;

interface MailPreviewPanelProps {
  subject: string;
  body: string;
  language: Language;
  /** Preview this booking only (the booking page's send dialog): no picker. */
  fixedBooking?: BookingChoice;
}

/**
 * The template as a guest would read it, rendered by the server against a real booking picked
 * here (the newest one at first). Unknown placeholders are listed; a syntax error is shown with
 * its line and column while typing.
 */
export function MailPreviewPanel({ subject, body, language, fixedBooking }: MailPreviewPanelProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<BookingChoice | null>(null);
  const newest = useQuery({
    queryKey: ['mail-preview', 'newest-booking'],
    queryFn: () => api.GET('/api/bookings', { query: { page: 0, size: 1 } }),
    enabled: picked === null && !fixedBooking,
  });
  const booking = fixedBooking ?? picked ?? newest.data?.data[0] ?? null;
  const text = useDebouncedValue({ subject, body, language }, 400);
  const preview = useQuery({
    queryKey: ['mail-preview', booking?.id, text],
    queryFn: () => api.POST('/api/mail/template/preview', { body: { booking: booking!.id, ...text } }),
    enabled: booking !== null,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });
  const syntax = syntaxProblem(preview.error, t);
  return (
    <Stack spacing={1.5} data-testid="mail-preview">
      {!fixedBooking && <BookingPicker value={booking} onChange={setPicked} />}
      {preview.isFetching && <LinearProgress aria-label={t('mailTemplates.previewing')} />}
      {syntax && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {syntax}
        </Alert>
      )}
      {preview.error && !syntax && <Alert severity="error">{describeError(preview.error, t)}</Alert>}
      {!booking && !fixedBooking && !newest.isPending && (
        <Alert severity="info">{t('mailTemplates.noBooking')}</Alert>
      )}
      {preview.data && preview.data.unknown.length > 0 && (
        <Alert severity="warning">
          {t('mailTemplates.unknown')}{' '}
          {preview.data.unknown.map((path) => (
            <Chip key={path} size="small" label={path} sx={{ mr: 0.5, fontFamily: 'monospace' }} />
          ))}
        </Alert>
      )}
      {preview.data && (
        <Paper variant="outlined" sx={{ p: 2, opacity: syntax ? 0.5 : 1 }}>
          <Typography variant="overline" color="text.secondary">
            {t('mailTemplates.subject')}
          </Typography>
          <Typography sx={{ fontWeight: 600, mb: 1.5 }} data-testid="mail-preview-subject">
            {preview.data.subject}
          </Typography>
          <Box
            component="div"
            data-testid="mail-preview-body"
            sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 14, lineHeight: 1.5 }}
          >
            {preview.data.text}
          </Box>
        </Paper>
      )}
    </Stack>
  );
}

/** "line 3, column 5: tag "iff" not found" from the server's refusal of a text that does not parse. */
function syntaxProblem(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError) || error.body?.description !== 'VALIDATION_ERROR') return null;
  const fields = error.body.fields ?? [];
  const where = (path: string) => t(path === 'subject' ? 'mailTemplates.subject' : 'mailTemplates.body');
  return fields.map((f) => `${where(f.path)}: ${f.message}`).join('\n') || null;
}

function BookingPicker({
  value,
  onChange,
}: {
  value: BookingChoice | null;
  onChange: (booking: BookingChoice | null) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), 300);
  const found = useQuery({
    queryKey: ['mail-preview', 'find', query],
    queryFn: () => api.GET('/api/bookings/find', { query: { query } }),
    enabled: query.length >= 2,
  });
  const label = (b: BookingChoice) => `${b.bookingNo} · ${b.leadName}`;
  return (
    <Autocomplete
      size="small"
      value={value}
      options={found.data ?? (value ? [value] : [])}
      filterOptions={(options) => options}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, next, reason) => reason === 'input' && setInput(next)}
      loading={found.isFetching}
      noOptionsText={t('mailTemplates.findBooking')}
      renderInput={(params) => <TextField {...params} label={t('mailTemplates.previewBooking')} />}
    />
  );
}
