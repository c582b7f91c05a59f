import { Alert, Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { guestFormKeys, sendGuestFormMail } from './guest-form-api.ts';

/**
 * Mails the booker the guest-form link after a confirmation. The server refuses a second mail
 * within a day (409); the dialog then says so and offers to send it anyway.
 */
export function ReminderDialog({
  booking,
  bookingNo,
  recipient,
  onClose,
}: {
  booking: string;
  bookingNo: string;
  recipient?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const send = useMutation({
    meta: { silent: true },
    mutationFn: (force: boolean) => sendGuestFormMail(booking, force),
    onSuccess: async () => {
      showSuccess(t('guestForms.reminder.sent', { bookingNo }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: guestFormKeys.all });
    },
  });
  const recent = isApiError(send.error) && send.error.status === 409;
  return (
    <ActionDialog
      title={t('guestForms.reminder.title', { bookingNo })}
      submitLabel={t('guestForms.reminder.send')}
      onSubmit={() => send.mutate(false)}
      onClose={onClose}
      pending={send.isPending}
      submitDisabled={recent}
      error={send.error && !recent ? { text: describeError(send.error, t) } : null}
      extraActions={
        recent ? (
          <Button
            color="warning"
            variant="outlined"
            disabled={send.isPending}
            onClick={() => send.mutate(true)}
          >
            {t('guestForms.reminder.sendAnyway')}
          </Button>
        ) : undefined
      }
      testId="guest-form-reminder"
    >
      {recent ? (
        <Alert severity="warning" role="alert">
          {t('guestForms.reminder.recent')}
        </Alert>
      ) : (
        <Alert severity="info">
          {recipient
            ? t('guestForms.reminder.question', { recipient })
            : t('guestForms.reminder.questionBooker')}
        </Alert>
      )}
    </ActionDialog>
  );
}
