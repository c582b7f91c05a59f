import { type FormState, formResource } from '@seaberth/domain';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../app/format-dates.ts';
import { useCan } from '../../app/session-context.ts';
import { ResourceList } from '../../resources/resource-list.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { FormLinkDialog } from './form-link-dialog.tsx';
import { FormStateChip } from './form-state-chip.tsx';
import { SendFormDialog, type SentLink } from './send-form-dialog.tsx';
import { SentFormDialog } from './sent-form-dialog.tsx';

/**
 * /form and /crm/forms: the forms sent to customers, their answers, and "Send a form", which
 * ends with the link and its QR code to hand over.
 */
export function FormsPage() {
  const { t } = useTranslation();
  const canSend = useCan(['forms.read', 'customers.update']);
  const [opened, setOpened] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [link, setLink] = useState<{ id: string; mailed?: string | null } | null>(null);
  const columns = useMemo<Record<string, Partial<GridColDef<ResourceRow>>>>(
    () => ({
      // The wire's instant, as SPEC §9 writes it on the operator's clock.
      answeredAt: { valueFormatter: (value) => formatInstant(value) },
      state: {
        width: 140,
        renderCell: ({ value }) => (value ? <FormStateChip state={value as FormState} /> : null),
      },
    }),
    [],
  );
  const linkAction = useCallback(
    (row: ResourceRow) =>
      row.state === 'open'
        ? [
            {
              key: 'link',
              label: t('forms.sent.linkNamed', { name: String(row.customerName ?? '') }),
              icon: <QrCode2Icon fontSize="small" />,
              onClick: () => setLink({ id: row.id }),
            },
          ]
        : [],
    [t],
  );
  return (
    <>
      <ResourceList
        definition={formResource}
        intro={t('forms.sent.intro')}
        onOpenRow={(row) => setOpened(row.id)}
        columnOverrides={columns}
        headingActions={
          canSend && (
            <Button variant="contained" startIcon={<SendIcon />} onClick={() => setSending(true)}>
              {t('forms.send.open')}
            </Button>
          )
        }
        extraActions={linkAction}
      />
      {opened && (
        <SentFormDialog
          form={opened}
          onClose={() => setOpened(null)}
          onShowLink={() => {
            setLink({ id: opened });
            setOpened(null);
          }}
        />
      )}
      {sending && (
        <SendFormDialog
          onClose={() => setSending(false)}
          onSent={(sent: SentLink) => {
            setSending(false);
            setLink({ id: sent.id, mailed: sent.mailed });
          }}
        />
      )}
      {link && <FormLinkDialog form={link.id} mailed={link.mailed} onClose={() => setLink(null)} />}
    </>
  );
}
