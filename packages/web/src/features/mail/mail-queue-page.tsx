import { hasAnyScope, mailQueueResource } from '@seaberth/domain';
import SendIcon from '@mui/icons-material/Send';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ResourceList } from '../../resources/resource-list.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import type { ExtraRowAction } from '../../resources/use-row-actions.tsx';
import { MailStatistics } from './mail-statistics.tsx';
import { MailViewDialog } from './mail-view-dialog.tsx';
import { usePlanMail } from './use-mail-queue.ts';

/** /config/mailqueue: every outgoing mail with its state; failed or waiting mail can go out again. */
export function MailQueuePage() {
  const { t } = useTranslation();
  const { principal } = useSession();
  const { showError, showSuccess } = useSnackbar();
  const plan = usePlanMail();
  const [open, setOpen] = useState<ResourceRow | null>(null);
  const canPlan = hasAnyScope(principal, ['mailqueue.update']);

  const actions = useCallback(
    (row: ResourceRow): ExtraRowAction[] =>
      canPlan && row.status !== 'sent' && row.status !== 'sending'
        ? [
            {
              key: 'send',
              label: t('mail.sendNow'),
              icon: <SendIcon />,
              disabled: plan.isPending,
              onClick: () =>
                plan.mutate(row.id, {
                  onSuccess: () => showSuccess(t('mail.planned', { to: String(row.to) })),
                  onError: showError,
                }),
            },
          ]
        : [],
    [canPlan, plan, showError, showSuccess, t],
  );

  return (
    <>
      <ResourceList
        definition={mailQueueResource}
        intro={<MailStatistics />}
        onOpenRow={setOpen}
        extraActions={actions}
      />
      <MailViewDialog mail={open} onClose={() => setOpen(null)} />
    </>
  );
}
