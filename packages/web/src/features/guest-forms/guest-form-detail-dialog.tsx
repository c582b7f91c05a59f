import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useCan } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useOpenDocument } from '../../app/use-open-document.ts';
import {
  fillGuestFormFromRecord,
  guestFormKeys,
  openGuestFormFile,
  saveGuestFormAtDesk,
  useGuestFormDetail,
  useGuestFormDiff,
} from './guest-form-api.ts';
import { type GuestFormChannel, GuestFormEditor } from './guest-form-editor.tsx';
import { GuestFormDifferences } from './guest-form-differences.tsx';
import { GuestFormReadView } from './guest-form-read-view.tsx';
import { GuestFormStateChip } from './guest-form-state-chip.tsx';

export interface DetailTarget {
  form: string;
  /** The guest's name (or "Guest 3") and place, for the title before the form has loaded. */
  title: string;
  booking?: { id: string; bookingNo: string };
  /** Open straight in the editor (a draft filled in at the desk). */
  edit?: boolean;
}

/**
 * One received form for review: the differences to the customer record to apply (all or some),
 * then the whole form by section with its files and signature. The operator may edit the answers
 * (a guest at the counter, a typo) and fill a draft's gaps from the customer record until the
 * form is applied. Full screen on phones.
 */
/** The operator's desk: saves the answers as they are; the form keeps the state the guest gave it. */
const DESK: GuestFormChannel = {
  staff: true,
  save: ({ form, data, version }) => saveGuestFormAtDesk(form, data, version),
};

export function GuestFormDetailDialog({ target, onClose }: { target: DetailTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const canApply = useCan(['customers.update']);
  const { showError, showSuccess } = useSnackbar();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(target.edit === true);
  // A new key after a reload or a fill starts the editor from the stored form again.
  const [reloads, setReloads] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const detail = useGuestFormDetail(target.form);
  const diff = useGuestFormDiff(target.form);
  // The form on paper (PDF with the letterhead and the signature), in a new tab.
  const printing = useOpenDocument();
  const guest = detail.data?.form;
  const refresh = () => queryClient.invalidateQueries({ queryKey: guestFormKeys.all });
  const fill = useMutation({
    meta: { silent: true },
    mutationFn: () => fillGuestFormFromRecord(target.form),
    onSuccess: async (answer) => {
      showSuccess(answer.updated > 0 ? t('guestForms.review.filled') : t('guestForms.review.nothingFilled'));
      await detail.refetch();
      setReloads((n) => n + 1);
      await refresh();
    },
    onError: showError,
  });
  const editable = canApply && guest !== undefined && guest.state !== 'applied';
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
            {guest.state === 'draft' && !editing && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('guestForms.review.isDraft')}
              </Alert>
            )}
            {editable && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
                <Button
                  variant="outlined"
                  startIcon={editing ? <FactCheckIcon /> : <EditIcon />}
                  onClick={() => setEditing((now) => !now)}
                >
                  {editing ? t('guestForms.review.stopEditing') : t('guestForms.review.edit')}
                </Button>
                {guest.state === 'draft' && detail.data?.customer && (
                  <PendingButton
                    variant="outlined"
                    startIcon={<PersonSearchIcon />}
                    pending={fill.isPending}
                    onClick={() => fill.mutate()}
                  >
                    {t('guestForms.review.fillFromRecord')}
                  </PendingButton>
                )}
              </Stack>
            )}
            {notice && (
              <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
                {notice}
              </Alert>
            )}
            {editing && editable && detail.data && (
              <>
                <Alert severity="info" sx={{ mb: 2 }}>
                  {t('guestForms.review.editHint')}
                </Alert>
                <GuestFormEditor
                  key={`${target.form}-${reloads}`}
                  channel={DESK}
                  isTrip={detail.data.booking.isTrip ?? false}
                  maxFileSizeKb={detail.data.maxFileSizeKb ?? 256}
                  extraFields={detail.data.extraFields ?? []}
                  dataGroups={detail.data.dataGroups ?? []}
                  guest={guest}
                  onSaved={() => void refresh()}
                  onReload={(reason) => {
                    setNotice(reason === 'stale' ? t('guestForms.stale') : t('guestForms.lockedMeanwhile'));
                    void detail.refetch().then(() => setReloads((n) => n + 1));
                  }}
                />
              </>
            )}
            {!editing && guest.state !== 'applied' && diff.isError && (
              <LoadErrorAlert error={diff.error} onRetry={() => diff.refetch()} />
            )}
            {!editing && guest.state !== 'applied' && diff.data && (
              <GuestFormDifferences
                key={`${target.form}-${diff.dataUpdatedAt}`}
                form={target.form}
                name={target.title}
                differences={diff.data}
                canApply={canApply}
              />
            )}
            {!editing && (
              <>
                <Divider sx={{ my: 2 }} />
                <GuestFormReadView
                  guest={guest}
                  dataGroups={detail.data?.dataGroups ?? []}
                  onOpenFile={(file) => openGuestFormFile(target.form, file).catch(showError)}
                />
              </>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
