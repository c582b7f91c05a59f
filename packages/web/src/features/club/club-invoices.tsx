import { Button, Chip } from '@mui/material';
import { formatDate } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useMoney } from '../../ui/use-money.ts';
import { downloadInvoice, useClubInvoices } from './club-api.ts';
import { ClubList, ClubRow } from './club-list.tsx';
import { DownloadButton } from './download-button.tsx';

/** The member's invoices with what is open on each, opened on their page or saved as PDF. */
export function ClubInvoices() {
  const { t } = useTranslation();
  const { format } = useMoney();
  const invoices = useClubInvoices();
  return (
    <ClubList query={invoices} title={t('club.invoices.title')} empty={t('club.invoices.empty')}>
      {(invoice) => (
        <ClubRow
          key={invoice.id}
          testId="club-invoice"
          title={`${t(`invoices.kinds.${invoice.kind}`)} ${invoice.number}`}
          detail={t('club.invoices.detail', {
            date: formatDate(invoice.issueDate),
            booking: invoice.bookingNo,
            gross: format(invoice.gross, invoice.currency),
          })}
          aside={
            <>
              {invoice.open > 0 ? (
                <Chip
                  color="warning"
                  size="small"
                  label={t('club.invoices.open', { open: format(invoice.open, invoice.currency) })}
                />
              ) : (
                invoice.kind === 'invoice' && (
                  <Chip color="success" size="small" label={t('club.invoices.paid')} />
                )
              )}
              <Button component={RouterLink} to={`/club/invoice/${invoice.id}`}>
                {t('club.invoices.show')}
              </Button>
              <DownloadButton
                download={() => downloadInvoice(invoice.id)}
                label={t('club.invoices.pdfOf', { number: invoice.number })}
              >
                PDF
              </DownloadButton>
            </>
          }
        />
      )}
    </ClubList>
  );
}
