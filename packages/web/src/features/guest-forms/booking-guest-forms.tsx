import type { BookingDetail } from '@seaberth/domain';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import {
  Alert,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { QuerySection } from '../../app/query-section.tsx';
import { useCan } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { bookingKeys } from '../bookings/index.ts';
import {
  applyAllGuestForms,
  type GuestFormPlace,
  guestFormKeys,
  useGuestFormLinks,
  useGuestFormPlaces,
} from './guest-form-api.ts';
import { type DetailTarget, GuestFormDetailDialog } from './guest-form-detail-dialog.tsx';
import { GuestFormLink } from './guest-form-link.tsx';
import { GuestFormStateChip } from './guest-form-state-chip.tsx';
import { ReminderDialog } from './reminder-dialog.tsx';

function placeName(place: GuestFormPlace, index: number, t: TFunction): string {
  return place.name || t('guestForms.blankGuest', { number: index + 1 });
}

/**
 * The booking page's guest forms: each place's form state, the link to send (copy, QR code),
 * "Send to booker", "Apply all sent forms", and a sent form opened for review.
 */
export function BookingGuestForms({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const canApply = useCan(['customers.update']);
  const canSend = useCan(['bookings.update']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const places = useGuestFormPlaces(booking.id);
  const links = useGuestFormLinks(booking.id);
  const [detail, setDetail] = useState<DetailTarget | null>(null);
  const [reminding, setReminding] = useState(false);
  const [applying, setApplying] = useState(false);
  const applyAll = useMutation({
    meta: { silent: true },
    mutationFn: () => applyAllGuestForms(booking.id),
    onSuccess: async (answer) => {
      setApplying(false);
      showSuccess(t('guestForms.booking.appliedAll', { count: answer?.applied ?? 0 }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: guestFormKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.trip }),
      ]);
    },
  });
  const sent = (places.data ?? []).filter((place) => place.state === 'submitted').length;

  return (
    <QuerySection
      id="booking-guest-forms"
      title={t('guestForms.booking.title')}
      query={places}
      isEmpty={() => false}
      empty=""
      testId="booking-guest-forms"
    >
      {(data) => (
        <Stack spacing={2}>
          {links.isError && <LoadErrorAlert error={links.error} onRetry={() => links.refetch()} />}
          {links.data && <GuestFormLink links={links.data} />}
          {data.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('guestForms.booking.noPlaces')}
            </Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t('guestForms.booking.title')}>
                <TableHead>
                  <TableRow>
                    {!phone && <TableCell>{t('guestForms.review.place')}</TableCell>}
                    <TableCell>{t('guestForms.review.guest')}</TableCell>
                    <TableCell>{t('guestForms.booking.state')}</TableCell>
                    {!phone && <TableCell>{t('guestForms.review.sentColumn')}</TableCell>}
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.map((place, index) => (
                    <TableRow key={place.form} data-testid={`guest-form-place-${place.form}`}>
                      {!phone && (
                        <TableCell>
                          {place.roomName} · {t('guestForms.bed', { bed: place.bed })}
                        </TableCell>
                      )}
                      <TableCell>
                        {placeName(place, index, t)}
                        {/* On a phone the place stands under the name, the columns would not fit. */}
                        {phone && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            {place.roomName} · {t('guestForms.bed', { bed: place.bed })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        <GuestFormStateChip state={place.state} />
                      </TableCell>
                      {!phone && (
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {formatInstant(place.submittedAt)}
                        </TableCell>
                      )}
                      <TableCell align="right">
                        {/* A draft is opened to fill in at the desk (a guest at the counter). */}
                        {(place.state !== 'draft' || canApply) && (
                          <Button
                            size="small"
                            onClick={() =>
                              setDetail({
                                form: place.form,
                                title: placeName(place, index, t),
                                booking: { id: booking.id, bookingNo: booking.bookingNo },
                                edit: place.state === 'draft',
                              })
                            }
                            aria-label={t(
                              place.state === 'draft'
                                ? 'guestForms.booking.fillInNamed'
                                : 'guestForms.booking.reviewNamed',
                              { name: placeName(place, index, t) },
                            )}
                          >
                            {place.state === 'draft'
                              ? t('guestForms.booking.fillIn')
                              : t('guestForms.booking.review')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {canSend && (
              <Button variant="outlined" startIcon={<MailOutlineIcon />} onClick={() => setReminding(true)}>
                {t('guestForms.booking.sendToBooker')}
              </Button>
            )}
            {canApply && (
              <Button
                variant="contained"
                startIcon={<DoneAllIcon />}
                disabled={sent === 0}
                onClick={() => setApplying(true)}
              >
                {t('guestForms.booking.applyAll', { count: sent })}
              </Button>
            )}
          </Stack>
          {reminding && (
            <ReminderDialog
              booking={booking.id}
              bookingNo={booking.bookingNo}
              onClose={() => setReminding(false)}
            />
          )}
          {applying && (
            <ActionDialog
              title={t('guestForms.booking.applyAllTitle')}
              submitLabel={t('guestForms.review.apply')}
              onSubmit={() => applyAll.mutate()}
              onClose={() => {
                setApplying(false);
                applyAll.reset();
              }}
              pending={applyAll.isPending}
              error={applyAll.error ? { text: describeError(applyAll.error, t) } : null}
              testId="apply-all-guest-forms"
            >
              <Alert severity="info">{t('guestForms.booking.applyAllText', { count: sent })}</Alert>
            </ActionDialog>
          )}
          {detail && <GuestFormDetailDialog target={detail} onClose={() => setDetail(null)} />}
        </Stack>
      )}
    </QuerySection>
  );
}
