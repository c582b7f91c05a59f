import type { GuestFormFile, GuestFormFileKind } from '@seaberth/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { describeError } from '../../app/describe-error.ts';
import { problemAria, problemId, useFormState } from './guest-form-fields.tsx';

export const ACCEPTED_FILES = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

export interface UploadSlotProps {
  kind: GuestFormFileKind;
  files: GuestFormFile[];
  maxFileSizeKb: number;
  /** Absent where files cannot be sent (the operator's desk): the slot only shows what came. */
  onUpload?: (kind: GuestFormFileKind, file: File) => Promise<void>;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * One upload of the form (passport scan, certification card, physician's form): what was sent
 * so far, and a button that takes a photo or a file. The server's refusal is shown here, with
 * the limit when the file is too large.
 */
export function UploadSlot({ kind, files, maxFileSizeKb, onUpload }: UploadSlotProps) {
  const { t } = useTranslation();
  const state = useFormState();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = files.find((file) => file.id === state.data.files[kind]);
  const fieldError = state.errors[`files.${kind}`];
  const canUpload = !state.readOnly && onUpload !== undefined;

  const choose = async (file: File | undefined) => {
    if (!file || !onUpload) return;
    setBusy(true);
    setFailure(null);
    try {
      await onUpload(kind, file);
    } catch (error) {
      setFailure(uploadErrorText(error, maxFileSizeKb, t));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box data-testid={`upload-${kind}`}>
      <Typography variant="subtitle2" component="label" htmlFor={inputId}>
        {t(`guestForms.files.${kind}`)}
      </Typography>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
        useFlexGap
      >
        {current ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <CheckCircleIcon color="success" fontSize="small" />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {current.name} ({sizeText(current.size)})
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('guestForms.files.none')}
          </Typography>
        )}
        {canUpload && (
          <Button
            component="label"
            variant="outlined"
            size="small"
            startIcon={busy ? <CircularProgress aria-hidden size={16} /> : <UploadFileIcon />}
            disabled={busy}
            // A missing file takes the focus after a send, and its message is read with the button.
            data-path={`files.${kind}`}
            {...problemAria(`files.${kind}`, fieldError)}
          >
            {current ? t('guestForms.files.replace') : t('guestForms.files.choose')}
            <input
              ref={input}
              id={inputId}
              type="file"
              hidden
              accept={ACCEPTED_FILES}
              data-testid={`file-${kind}`}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </Button>
        )}
      </Stack>
      {canUpload && <FormHelperText>{t('guestForms.files.hint', { kb: maxFileSizeKb })}</FormHelperText>}
      {fieldError && (
        <FormHelperText error id={problemId(`files.${kind}`)}>
          {fieldError}
        </FormHelperText>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {failure}
        </Alert>
      )}
    </Box>
  );
}

function uploadErrorText(error: unknown, maxKb: number, t: TFunction): string {
  if (isApiError(error)) {
    // The server names the limit or the types it takes; said in the guest's language.
    if (error.status === 413) return t('guestForms.files.tooLarge', { kb: maxKb });
    if (error.status === 415) return t('guestForms.files.wrongType');
  }
  return describeError(error, t);
}
