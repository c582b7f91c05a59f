import type { Language, MailBody, MailReplyInput } from '@seaberth/domain';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { LanguageSelect, TemplateSelect, useActiveMailTemplates } from './mail-fields.tsx';
import { useReplyMail } from './use-mailbox.ts';

/** "Re: Anfrage", once: a reply to a reply keeps one prefix. */
export function replySubject(subject: string): string {
  return /^(re|aw|antw)\s*:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}

/**
 * Answers the open mail through its account: a mail template (filled for the chosen booking, one
 * the mail names by default; subject and text come from the template) or a text of one's own.
 */
export function MailReplyDialog({
  account,
  folder,
  mail,
  onClose,
}: {
  account: string;
  folder: string;
  mail: MailBody;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const templates = useActiveMailTemplates();
  const reply = useReplyMail(account, folder, mail.uid);
  const [template, setTemplate] = useState('');
  const [booking, setBooking] = useState(mail.bookings[0]?.id ?? '');
  const [language, setLanguage] = useState<Language | ''>('');
  const [subject, setSubject] = useState(replySubject(mail.subject));
  const [text, setText] = useState('');
  const own = !template;
  const input: MailReplyInput = template
    ? { template, ...(booking ? { booking } : {}), ...(language ? { language } : {}) }
    : {
        ...(booking ? { booking } : {}),
        ...(subject.trim() ? { subject: subject.trim() } : {}),
        ...(text.trim() ? { text } : {}),
      };
  return (
    <ActionDialog
      title={t('mailbox.replyTitle', { to: mail.fromAddress || mail.from })}
      submitLabel={t('mailbox.send')}
      onSubmit={() =>
        reply.mutate(input, {
          onSuccess: () => {
            showSuccess(t('mailbox.replyQueued', { to: mail.fromAddress || mail.from }));
            onClose();
          },
        })
      }
      onClose={onClose}
      pending={reply.isPending}
      submitDisabled={own ? !input.subject || !input.text : !booking}
      error={reply.error ? { text: bookingErrorText(reply.error, t) } : null}
      maxWidth="md"
      testId="mail-reply-dialog"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TemplateSelect
          templates={templates.data?.data ?? []}
          value={template}
          onChange={setTemplate}
          emptyLabel={t('mailbox.noTemplate')}
          sx={{ flex: 2 }}
        />
        <LanguageSelect value={language} onChange={setLanguage} theirs sx={{ flex: 1 }} />
      </Stack>
      <TextField
        select
        label={t('mailbox.replyBooking')}
        value={booking}
        onChange={(event) => setBooking(event.target.value)}
        required={!own}
        helperText={t(own ? 'mailbox.replyBookingHint' : 'mailbox.replyBookingNeeded')}
      >
        <MenuItem value="">{t('mailbox.noBooking')}</MenuItem>
        {mail.bookings.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.leadName ? `${b.bookingNo} · ${b.leadName}` : b.bookingNo}
          </MenuItem>
        ))}
      </TextField>
      {own && (
        <>
          <TextField
            label={t('mailbox.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            required
          />
          <TextField
            label={t('mailbox.text')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={6}
            required
          />
        </>
      )}
    </ActionDialog>
  );
}
