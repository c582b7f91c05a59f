import CloseIcon from '@mui/icons-material/Close';
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Link,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useCan } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useOpenDocument } from '../../app/use-open-document.ts';
import { openGuestFormFile, useGuestFormDetail, useGuestFormDiff } from './guest-form-api.ts';
import { GuestFormDifferences } from './guest-form-differences.tsx';
import { GuestFormReadView } from './guest-form-read-view.tsx';
import { GuestFormStateChip } from './guest-form-state-chip.tsx';

export interface DetailTarget {
  form: string;
  /** The guest's name (or "Guest 3") and place, for the title before the form has loaded. */
  title: string;
  booking?: { id: string; bookingNo: string };
}

/**
 * One received form for review: the differences to the customer record to apply (all or some),
 * then the whole form by section with its files and signature. Full screen on phones.
 */
export function GuestFormDetailDialog({ target, onClose }: { target: DetailTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const canApply = useCan(['customers.update']);
  const { showError } = useSnackbar();
  const detail = useGuestFormDetail(target.form);
  const diff = useGuestFormDiff(target.form);
  // The form on paper (PDF with the letterhead and the signature), in a new tab.
  const printing = useOpenDocument();
  const guest = detail.data?.form;
  const booking =
    target.booking ??
    (detail.data ? { id: detail.data.booking.id, bookingNo: detail.data.booking.bookingNo } : undefined);

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="guest-form-detail-title"
    >
      <DialogTitle id="guest-form-detail-title" sx={{ pr: 12 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <span>{target.title}</span>
          {guest && <GuestFormStateChip state={guest.state} />}
        </Stack>
        <Stack direction="row" sx={{ position: 'absolute', right: 8, top: 8 }}>
          {guest && (
            <IconButton
              aria-label={t('guestForms.review.print')}
              disabled={printing.pending !== null}
              onClick={() => printing.open('print', `/api/guestform/${target.form}/print`, { format: 'pdf' })}
            >
              <PrintIcon />
            </IconButton>
          )}
          <IconButton aria-label={t('guestForms.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
      </DialogTitle>
      <DialogContent dividers>
        {booking && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('guestForms.review.booking')}{' '}
            <Link component={RouterLink} to={`/booking/${booking.id}`} onClick={onClose}>
              {booking.bookingNo}
            </Link>
            {guest?.submittedAt &&
              ` · ${t('guestForms.review.sentAt', { when: formatInstant(guest.submittedAt) })}`}
          </Typography>
        )}
        {detail.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('resources.common.loading')} />
          </Box>
        )}
        {detail.isError && <LoadErrorAlert error={detail.error} onRetry={() => detail.refetch()} />}
        {printing.error !== null && (
          <LoadErrorAlert
            error={printing.error}
            onRetry={() => printing.open('print', `/api/guestform/${target.form}/print`, { format: 'pdf' })}
          />
        )}
        {guest && (
          <>
            {guest.state === 'applied' && (
              <Alert severity="success" sx={{ mb: 2 }}>
                {t('guestForms.review.isApplied')}
              </Alert>
            )}
            {guest.state === 'draft' && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('guestForms.review.isDraft')}
              </Alert>
            )}
            {guest.state !== 'applied' && diff.isError && (
              <LoadErrorAlert error={diff.error} onRetry={() => diff.refetch()} />
            )}
            {guest.state !== 'applied' && diff.data && (
              <GuestFormDifferences
                key={`${target.form}-${diff.dataUpdatedAt}`}
                form={target.form}
                name={target.title}
                differences={diff.data}
                canApply={canApply && guest.state === 'submitted'}
              />
            )}
            <Divider sx={{ my: 2 }} />
            <GuestFormReadView
              guest={guest}
              onOpenFile={(file) => openGuestFormFile(target.form, file).catch(showError)}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
