import { allows, type BookingDetail, isAdmin } from '@seaberth/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { formatInstant } from '../../app/format-dates.ts';
import { PendingButton } from '../../app/pending-button.tsx';
import { QuerySection } from '../../app/query-section.tsx';
import { useSession } from '../../app/session-context.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { BookingRemoveDialog } from '../../ui/booking-remove-dialog.tsx';
import { type BookingComment, bookingLifeKeys, useBookingComments } from './booking-life-api.ts';

/** Notes the team keeps on a booking, newest first, each with its author and time. */
export function BookingComments({ booking, canUpdate }: { booking: BookingDetail; canUpdate: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const comments = useBookingComments(booking.id);
  const [text, setText] = useState('');
  const [deleting, setDeleting] = useState<BookingComment | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: bookingLifeKeys.comments(booking.id) });
  const add = useMutation({
    meta: { silent: true },
    mutationFn: () => api.POST('/api/bookingcomment', { body: { booking: booking.id, text: text.trim() } }),
    onSuccess: async () => {
      setText('');
      await reload();
    },
  });
  const canWrite = canUpdate && allows(booking.state, 'comment');
  const { user, principal } = useSession();
  // A comment is its author's words: only they (or an administrator) remove it, as the server says.
  const mayRemove = (comment: BookingComment) =>
    canUpdate && (comment.author === (user?.id ?? null) || isAdmin(principal));
  return (
    <QuerySection
      id="booking-comments"
      title={t('bookings.comments.title')}
      query={comments}
      isEmpty={(list) => list.length === 0 && !canWrite}
      empty={t('bookings.comments.empty')}
      testId="booking-comments"
    >
      {(list) => (
        <Stack spacing={2}>
          {canWrite && (
            <Stack
              component="form"
              spacing={1}
              onSubmit={(event) => {
                event.preventDefault();
                if (text.trim()) add.mutate();
              }}
            >
              {add.isError && <Alert severity="error">{bookingErrorText(add.error, t)}</Alert>}
              <TextField
                label={t('bookings.comments.new')}
                value={text}
                onChange={(event) => setText(event.target.value)}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 4000 } }}
              />
              <Box>
                <PendingButton
                  type="submit"
                  variant="outlined"
                  pending={add.isPending}
                  disabled={!text.trim()}
                >
                  {t('bookings.comments.add')}
                </PendingButton>
              </Box>
            </Stack>
          )}
          {list.length === 0 && <Typography variant="body2">{t('bookings.comments.empty')}</Typography>}
          {list.map((comment) => (
            <Stack key={comment.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="caption" color="text.secondary" component="p">
                  {comment.authorName || t('bookings.history.system')} · {formatInstant(comment.createdAt)}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {comment.text}
                </Typography>
              </Box>
              {mayRemove(comment) && (
                <IconButton
                  size="small"
                  aria-label={t('bookings.comments.delete', { text: comment.text.slice(0, 30) })}
                  onClick={() => setDeleting(comment)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
          ))}
          {deleting && (
            <BookingRemoveDialog
              title={t('bookings.comments.deleteTitle')}
              remove={() => api.DELETE('/api/bookingcomment/{id}', { path: { id: deleting.id } })}
              onDone={reload}
              onClose={() => setDeleting(null)}
            >
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {t('bookings.comments.deleteText', {
                  author: deleting.authorName || t('bookings.history.system'),
                  text: deleting.text.length > 200 ? `${deleting.text.slice(0, 200)}…` : deleting.text,
                })}
              </Typography>
            </BookingRemoveDialog>
          )}
        </Stack>
      )}
    </QuerySection>
  );
}
