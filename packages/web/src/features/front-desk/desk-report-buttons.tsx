import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useOpenDocument } from '../../app/use-open-document.ts';
import { reportPath } from '../bookings/index.ts';

const REPORTS = ['arrivals', 'departures'] as const;

/**
 * The server's arrivals and departures reports (PDF with the letterhead) of the resort and days
 * the desk shows, beside the browser print of the screen itself.
 */
export function DeskReportButtons({ resort, from, to }: { resort: string; from: string; to: string }) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const printing = useOpenDocument({ onError: showError });
  return REPORTS.map((report) => (
    <PendingButton
      key={report}
      pending={printing.pending === report}
      disabled={printing.pending !== null}
      startIcon={<PictureAsPdfOutlinedIcon />}
      onClick={() => void printing.open(report, reportPath(report), { from, to, resort, format: 'pdf' })}
    >
      {t(`prints.desk.${report}`)}
    </PendingButton>
  ));
}
