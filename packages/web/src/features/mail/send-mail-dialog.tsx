import {
  BOOKING_TEMPLATES,
  type BookingDetail,
  type BookingDocument,
  type BookingTemplate,
  type Invoice,
  type Language,
  type SentMails,
} from '@seaberth/domain';
import {
  Alert,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { bookingKeys } from '../bookings/index.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { LanguageSelect, TemplateSelect } from './mail-fields.tsx';
import { MailPreviewPanel } from './mail-preview.tsx';

type Recipients = 'booker' | 'guests' | 'other';

interface SendMailDialogProps {
  booking: BookingDetail;
  documents: BookingDocument[];
  /** Send this invoice's PDF (`sendInvoice`), to its payer by default. */
  invoice?: Pick<Invoice, 'id' | 'number' | 'payer'>;
  onClose: () => void;
}

/**
 * Sends a mail template from the booking page: the templates offered for the booking's state, to
 * the booker, every guest or another address, in the booking's language or the other one, with
 * the template's documents (changeable) and documents kept with the booking; previewed as sent.
 */
export function SendMailDialog({ booking, documents, invoice, onClose }: SendMailDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const templates = useQuery({
    queryKey: ['mail/template', 'byState', booking.state],
    queryFn: () => api.GET('/api/mail/template/byState/{state}', { path: { state: booking.state } }),
  });
  const [templateId, setTemplateId] = useState('');
  const template =
    templates.data?.find((x) => x.id === templateId) ??
    (invoice ? templates.data?.find((x) => x.type === 'Payment') : undefined) ??
    templates.data?.[0];
  const [language, setLanguage] = useState<Language>(booking.language === 'en' ? 'en' : 'de');
  const [recipients, setRecipients] = useState<Recipients>('booker');
  const [to, setTo] = useState('');
  const [attachments, setAttachments] = useState<BookingTemplate[] | null>(null);
  const [kept, setKept] = useState<string[]>([]);
  const [force, setForce] = useState(false);
  const chosen = attachments ?? (invoice ? [] : (template?.attachments ?? []));
  const [result, setResult] = useState<SentMails | null>(null);

  const send = useMutation({
    meta: { silent: true },
    mutationFn: () => {
      const path = { id: booking.id };
      const body = {
        template: template!.id,
        language,
        attachments: chosen,
        documents: kept,
        force,
        ...(recipients === 'other' ? { to } : { recipients }),
      };
      return invoice
        ? api.POST('/api/bookings/{id}/sendInvoice', { path, body: { invoice: invoice.id, ...body } })
        : api.POST('/api/bookings/{id}/sendMail', { path, body });
    },
    onSuccess: async (sent) => {
      await queryClient.invalidateQueries({ queryKey: bookingKeys.detail(booking.id) });
      if (sent.queued.length === 0) {
        setResult(sent);
        return;
      }
      showSuccess(t('sendMail.queued', { count: sent.queued.length, to: sent.queued[0]?.to }));
      if (sent.skipped.length) setResult(sent);
      else onClose();
    },
  });

  const text = template?.texts?.[language];
  const skippedNames = result?.skipped.map((s) => s.name).join(', ') ?? '';
  return (
    <ActionDialog
      title={
        invoice
          ? t('sendMail.invoiceTitle', { number: invoice.number })
          : t('sendMail.title', { bookingNo: booking.bookingNo })
      }
      submitLabel={t('sendMail.send')}
      onSubmit={() => send.mutate()}
      onClose={onClose}
      pending={send.isPending}
      submitDisabled={!template || (recipients === 'other' && !to.includes('@'))}
      error={send.error ? { text: bookingErrorText(send.error, t) } : null}
      maxWidth="md"
      testId="send-mail-dialog"
    >
      <Stack spacing={2}>
        {result && (
          <Alert severity={result.queued.length ? 'info' : 'warning'}>
            {result.queued.length
              ? t('sendMail.skipped', { names: skippedNames })
              : t('sendMail.nothingSent', { names: skippedNames })}
          </Alert>
        )}
        {templates.data?.length === 0 && <Alert severity="info">{t('sendMail.noTemplates')}</Alert>}
        {invoice && (
          <Alert severity="info">{t('sendMail.invoiceAttached', { number: invoice.number })}</Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TemplateSelect
            templates={templates.data ?? []}
            value={template?.id ?? ''}
            onChange={(id) => {
              setTemplateId(id);
              setAttachments(null);
            }}
            sx={{ flex: 2 }}
          />
          <LanguageSelect value={language} onChange={(l) => l && setLanguage(l)} sx={{ flex: 1 }} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('sendMail.recipients')}
            value={recipients}
            onChange={(event) => setRecipients(event.target.value as Recipients)}
            sx={{ flex: 1 }}
          >
            {(['booker', 'guests', 'other'] as const).map((r) => (
              <MenuItem key={r} value={r}>
                {invoice && r === 'booker'
                  ? t('sendMail.payer', { name: invoice.payer.name })
                  : t(`sendMail.recipientOptions.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          {recipients === 'other' && (
            <TextField
              type="email"
              label={t('sendMail.to')}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              sx={{ flex: 1 }}
            />
          )}
        </Stack>
        <FormGroup>
          <FormLabel component="legend" sx={{ fontSize: 14 }}>
            {t('sendMail.attachments')}
          </FormLabel>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            {BOOKING_TEMPLATES.map((document) => (
              <FormControlLabel
                key={document}
                label={t(`mailTemplates.documents.${document}`)}
                control={
                  <Checkbox
                    checked={chosen.includes(document)}
                    onChange={(event) =>
                      setAttachments(
                        event.target.checked ? [...chosen, document] : chosen.filter((d) => d !== document),
                      )
                    }
                  />
                }
              />
            ))}
            {documents.map((document) => (
              <FormControlLabel
                key={document.id}
                label={document.name}
                control={
                  <Checkbox
                    checked={kept.includes(document.id)}
                    onChange={(event) =>
                      setKept(
                        event.target.checked ? [...kept, document.id] : kept.filter((d) => d !== document.id),
                      )
                    }
                  />
                }
              />
            ))}
          </Stack>
          <FormControlLabel
            control={<Checkbox checked={force} onChange={(event) => setForce(event.target.checked)} />}
            label={t('sendMail.force')}
          />
        </FormGroup>
        {template && (
          <MailPreviewPanel
            subject={text?.subject ?? ''}
            body={text?.body ?? ''}
            language={language}
            fixedBooking={booking}
          />
        )}
      </Stack>
    </ActionDialog>
  );
}
