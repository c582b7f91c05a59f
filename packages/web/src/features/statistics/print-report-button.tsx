import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { AnyReport } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../api/client.ts';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useOpenDocument } from '../../app/use-open-document.ts';
import { currentLanguage } from '../../i18n/index.ts';

/**
 * A report's "PDF": the figures of the view on screen printed through the statistics template
 * (SPEC §7 `report/{templateId}`), in the company's letterhead with the definition under the table.
 */
export function PrintReportButton({
  definition,
  query,
  enabled,
}: {
  definition: AnyReport;
  query: Query;
  enabled: boolean;
}) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const printing = useOpenDocument({ onError: showError });
  const title = definition.title[currentLanguage()];
  return (
    <PendingButton
      size="small"
      startIcon={<PictureAsPdfOutlinedIcon />}
      pending={printing.pending !== null}
      disabled={!enabled}
      onClick={() =>
        void printing.open(definition.name, '/api/bookings/report/statistics', {
          ...query,
          kind: definition.name,
          format: 'pdf',
        })
      }
      // The name starts with the word the button shows (WCAG 2.5.3), then says what it opens.
      aria-label={t('reports.print', { title })}
    >
      PDF
    </PendingButton>
  );
}
