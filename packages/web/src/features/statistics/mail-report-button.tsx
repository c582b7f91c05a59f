import ScheduleSendIcon from '@mui/icons-material/ScheduleSendOutlined';
import type { AnyReport, ReportBasis, ReportFilters } from '@seaberth/domain';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../app/session-context.ts';
import { currentLanguage } from '../../i18n/index.ts';
import type { Period } from '../../ui/period.ts';
import { ReportMailDialog } from './report-mail-dialog.tsx';

/** A report's "Mail" action, for who may subscribe (the statistics' read scope). */
export function MailReportButton(props: {
  definition: AnyReport;
  period: Period;
  basis?: ReportBasis;
  filters?: ReportFilters;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const allowed = useCan(['bookings.read']);
  if (!allowed) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<ScheduleSendIcon />}
        onClick={() => setOpen(true)}
        aria-label={t('reports.mail.open', { title: props.definition.title[currentLanguage()] })}
      >
        {t('reports.mail.button')}
      </Button>
      {open && <ReportMailDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
