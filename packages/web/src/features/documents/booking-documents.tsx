import type { BookingDetail, BookingDocument } from '@seaberth/domain';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import {
  Alert,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { formatInstant } from '../../app/format-dates.ts';
import { PendingButton } from '../../app/pending-button.tsx';
import { QuerySection } from '../../app/query-section.tsx';
import { useSession } from '../../app/session-context.ts';
import { uploadFile } from '../media/index.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { SendMailDialog } from '../mail/index.ts';

const id = (value: string) => encodeURIComponent(value);
const keys = {
  templates: (booking: string, version: number) => ['bookingTemplates', booking, version] as const,
  documents: (booking: string) => ['bookingDocuments', booking] as const,
};

/**
 * The booking page's documents: any template printed now (one that does not fit the state only on
 * purpose), kept with the booking if wanted, and the documents kept so far to open or remove.
 */
export function BookingDocuments({ booking, canUpdate }: { booking: BookingDetail; canUpdate: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const templates = useQuery({
    queryKey: keys.templates(booking.id, booking.version),
    queryFn: () => api.GET('/api/bookings/{id}/templates', { path: { id: booking.id } }),
    meta: { silent: true },
  });
  const documents = useQuery({
    queryKey: keys.documents(booking.id),
    queryFn: () => api.GET('/api/bookings/{id}/documents', { path: { id: booking.id } }),
    meta: { silent: true },
  });
  const [chosen, setChosen] = useState('');
  const [removing, setRemoving] = useState<BookingDocument | null>(null);
  const [mailing, setMailing] = useState(false);
  const template = templates.data?.find(
    (entry) => entry.id === (chosen || templates.data?.find((x) => x.fits)?.id),
  );
  const force = template ? !template.fits : false;
  const download = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.download(`/api/bookings/${id(booking.id)}/download`, {
        template: template!.id,
        force: String(force),
      }),
  });
  const keep = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.POST('/api/bookings/{id}/store', {
        path: { id: booking.id },
        body: { template: template!.id, force },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.documents(booking.id) }),
  });
  const { token } = useSession();
  const attach = useMutation({
    meta: { silent: true },
    mutationFn: (file: File) => uploadFile(`/api/bookings/${id(booking.id)}/upload`, file, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.documents(booking.id) }),
  });
  const failure = download.error ?? keep.error ?? attach.error;
  return (
    <QuerySection
      id="booking-documents"
      title={t('bookingDocuments.title')}
      query={documents}
      isEmpty={() => false}
      empty=""
      testId="booking-documents"
    >
      {(list) => (
        <Stack spacing={2}>
          {failure && <Alert severity="error">{bookingErrorText(failure, t)}</Alert>}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ alignItems: { sm: 'center' } }}
          >
            <TextField
              select
              size="small"
              label={t('bookingDocuments.template')}
              value={template?.id ?? ''}
              onChange={(event) => setChosen(event.target.value)}
              sx={{ minWidth: 240, flex: { sm: '0 1 320px' } }}
            >
              {(templates.data ?? []).map((entry) => (
                <MenuItem key={entry.id} value={entry.id}>
                  {entry.fits ? entry.name : t('bookingDocuments.notFitting', { name: entry.name })}
                </MenuItem>
              ))}
            </TextField>
            <PendingButton
              variant="outlined"
              startIcon={<DownloadIcon />}
              pending={download.isPending}
              disabled={!template}
              sx={{ whiteSpace: 'nowrap' }}
              onClick={() => download.mutate()}
            >
              {t('bookingDocuments.download')}
            </PendingButton>
            {canUpdate && (
              <PendingButton
                pending={keep.isPending}
                disabled={!template}
                onClick={() => keep.mutate()}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('bookingDocuments.keep')}
              </PendingButton>
            )}
            {canUpdate && (
              <PendingButton
                component="label"
                startIcon={<AttachFileIcon />}
                pending={attach.isPending}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('bookingDocuments.attach')}
                <input
                  type="file"
                  hidden
                  accept="application/pdf,image/png,image/jpeg,image/webp,image/gif"
                  aria-label={t('bookingDocuments.attach')}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) attach.mutate(file);
                  }}
                />
              </PendingButton>
            )}
            {canUpdate && (
              <Button
                startIcon={<MailOutlineIcon />}
                onClick={() => setMailing(true)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('sendMail.button')}
              </Button>
            )}
          </Stack>
          {mailing && <SendMailDialog booking={booking} documents={list} onClose={() => setMailing(false)} />}
          {list.length === 0 ? (
            <Typography variant="body2">{t('bookingDocuments.empty')}</Typography>
          ) : (
            <List dense disablePadding aria-label={t('bookingDocuments.kept')}>
              {list.map((document) => (
                <ListItem
                  key={document.id}
                  disableGutters
                  secondaryAction={
                    <>
                      <Tooltip title={t('bookingDocuments.open', { name: document.name })}>
                        <IconButton
                          aria-label={t('bookingDocuments.open', { name: document.name })}
                          onClick={() =>
                            api.download(`/api/bookings/${id(booking.id)}/documents/${id(document.id)}`)
                          }
                        >
                          <DownloadIcon />
                        </IconButton>
                      </Tooltip>
                      {canUpdate && (
                        <Tooltip title={t('bookingDocuments.remove', { name: document.name })}>
                          <IconButton
                            aria-label={t('bookingDocuments.remove', { name: document.name })}
                            onClick={() => setRemoving(document)}
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        </Tooltip>
                      )}
                    </>
                  }
                >
                  <ListItemText
                    primary={document.name}
                    secondary={t('bookingDocuments.made', {
                      when: formatInstant(document.createdAt),
                      who: document.createdByName ?? '–',
                      size: Math.max(1, Math.round(document.size / 1024)),
                    })}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {removing && (
            <RemoveDocumentDialog booking={booking} document={removing} onClose={() => setRemoving(null)} />
          )}
        </Stack>
      )}
    </QuerySection>
  );
}

function RemoveDocumentDialog({
  booking,
  document,
  onClose,
}: {
  booking: BookingDetail;
  document: BookingDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      api.DELETE('/api/bookings/{id}/documents/{documentId}', {
        path: { id: booking.id, documentId: document.id },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.documents(booking.id) });
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t('bookingDocuments.removeTitle', { name: document.name })}
      submitLabel={t('bookingDocuments.removeConfirm')}
      onSubmit={() => remove.mutate()}
      onClose={onClose}
      pending={remove.isPending}
      error={remove.isError ? { text: bookingErrorText(remove.error, t) } : null}
      destructive
    >
      <Typography variant="body2">{t('bookingDocuments.removeText')}</Typography>
    </ActionDialog>
  );
}
