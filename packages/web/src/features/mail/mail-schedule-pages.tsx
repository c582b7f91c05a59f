import {
  mailScheduleResource,
  SCHEDULED_MAIL_STATUSES,
  type ScheduledMail,
  type ScheduledMailStatus,
} from '@seaberth/domain';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import {
  Alert,
  Box,
  Button,
  Paper,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { formatDate } from '@seaberth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../app/icon-action.tsx';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useCan } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ResourceList } from '../../resources/resource-list.tsx';
import { bookingErrorText } from '../../ui/booking-errors.ts';

/** /config/mailschedule: the rules (N days before arrival, after departure, after booking, before a due amount). */
export function MailSchedulesPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={mailScheduleResource}
      intro={
        <>
          {t('mailSchedule.intro')}{' '}
          <RouterLink to="/config/mailscheduled">{t('mailSchedule.plannedLink')}</RouterLink>
        </>
      }
      inlineForm
    />
  );
}

/** /config/mailscheduled: the mails the schedules plan, before they go (cancellable), and those gone. */
export function ScheduledMailsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { showSuccess } = useSnackbar();
  const canCancel = useCan(['mailschedule.update']);
  const [status, setStatus] = useState<ScheduledMailStatus>('planned');
  const [cancelling, setCancelling] = useState<ScheduledMail | null>(null);
  const list = useQuery({
    queryKey: ['mailschedule', 'scheduled', status],
    queryFn: () => api.GET('/api/mailschedule/scheduled', { query: { status } }),
    meta: { silent: true },
  });
  const cancel = useMutation({
    meta: { silent: true },
    mutationFn: (id: string) => api.DELETE('/api/mailschedule/scheduled/{id}', { path: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['mailschedule', 'scheduled'] });
      showSuccess(t('mailSchedule.cancelled'));
      setCancelling(null);
    },
  });
  return (
    <Box>
      <PageHeading title={t('mailSchedule.plannedTitle')} subtitle={t('mailSchedule.plannedIntro')} />
      <Tabs
        value={status}
        onChange={(_e, next: ScheduledMailStatus) => setStatus(next)}
        sx={{ mb: 2 }}
        variant="scrollable"
      >
        {SCHEDULED_MAIL_STATUSES.map((s) => (
          <Tab key={s} value={s} label={t(`mailSchedule.statuses.${s}`)} />
        ))}
      </Tabs>
      {list.isError && <LoadErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      {list.data && list.data.length === 0 && <Alert severity="info">{t('mailSchedule.none')}</Alert>}
      {list.data && list.data.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('mailSchedule.plannedTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>
                  {status === 'planned' ? t('mailSchedule.sendOn') : t('mailSchedule.when')}
                </TableCell>
                <TableCell>{t('mailSchedule.booking')}</TableCell>
                <TableCell>{t('mailSchedule.schedule')}</TableCell>
                <TableCell>{t('mailSchedule.template')}</TableCell>
                {status !== 'planned' && <TableCell>{t('mailSchedule.note')}</TableCell>}
                {status === 'planned' && canCancel && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((mail) => (
                <TableRow key={mail.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {mail.sentAt && status === 'sent' ? formatInstant(mail.sentAt) : formatDate(mail.sendOn)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <RouterLink to={`/booking/${mail.booking}`}>{mail.bookingNo}</RouterLink> ·{' '}
                    {mail.leadName}
                  </TableCell>
                  <TableCell>{mail.scheduleName}</TableCell>
                  <TableCell>{mail.templateName}</TableCell>
                  {status !== 'planned' && <TableCell>{mail.note}</TableCell>}
                  {status === 'planned' && canCancel && (
                    <TableCell align="right">
                      <IconAction
                        label={t('mailSchedule.cancel', { booking: mail.bookingNo })}
                        onClick={() => setCancelling(mail)}
                      >
                        <CancelScheduleSendIcon />
                      </IconAction>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <Button component={RouterLink} to="/config/mailschedule" sx={{ mt: 2 }}>
        {t('mailSchedule.rulesLink')}
      </Button>
      {cancelling && (
        <ActionDialog
          title={t('mailSchedule.cancelTitle')}
          submitLabel={t('mailSchedule.cancelSubmit')}
          destructive
          onSubmit={() => cancel.mutate(cancelling.id)}
          onClose={() => setCancelling(null)}
          pending={cancel.isPending}
          error={cancel.error ? { text: bookingErrorText(cancel.error, t) } : null}
        >
          <Typography>
            {t('mailSchedule.cancelText', {
              template: cancelling.templateName,
              booking: cancelling.bookingNo,
              date: formatDate(cancelling.sendOn),
            })}
          </Typography>
        </ActionDialog>
      )}
    </Box>
  );
}
