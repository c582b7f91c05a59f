import { type BookingDetail, formatDate, type Invoice } from '@seaberth/domain';
import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import LinkIcon from '@mui/icons-material/Link';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Alert,
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../app/icon-action.tsx';
import { QuerySection } from '../../app/query-section.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { downloadInvoice, useBookingInvoices, usePublicInvoiceLink } from './invoice-api.ts';
import { SendMailDialog } from '../mail/index.ts';
import { CreditInvoiceDialog } from './credit-invoice-dialog.tsx';
import { IssueInvoiceDialog } from './issue-invoice-dialog.tsx';
import { useXeroForBooking, XeroInvoiceAction, XeroSendAll } from '../plugins/index.ts';

/**
 * The booking page's invoices: every invoice and credit note with what is open, the PDF, the credit
 * note that cancels one, and a new invoice of what is not invoiced yet.
 */
export function BookingInvoices({ booking, canUpdate }: { booking: BookingDetail; canUpdate: boolean }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const query = useBookingInvoices(booking.id);
  const [issuing, setIssuing] = useState(false);
  const [crediting, setCrediting] = useState<Invoice | null>(null);
  const [sending, setSending] = useState<Invoice | null>(null);
  const link = usePublicInvoiceLink(booking.id);
  const xero = useXeroForBooking(booking.id);
  return (
    <QuerySection
      id="booking-invoices"
      title={t('invoices.title')}
      query={query}
      isEmpty={() => false}
      empty=""
      testId="booking-invoices"
    >
      {({ invoices, lines }) => {
        const open = lines.filter((line) => !line.invoice);
        return (
          <Stack spacing={2}>
            {invoices.length === 0 ? (
              <Typography variant="body2">{t('invoices.none')}</Typography>
            ) : (
              // On a phone the row with its actions is wider than the card: it scrolls inside it.
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={t('invoices.title')} sx={{ '& td, & th': { px: 1 } }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('invoices.number')}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                        {t('invoices.date')}
                      </TableCell>
                      <TableCell>{t('invoices.payer')}</TableCell>
                      <TableCell align="right">{t('invoices.total')}</TableCell>
                      <TableCell align="right">{t('invoices.open')}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {invoices.map((invoice) => (
                      <TableRow key={invoice.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {invoice.number}{' '}
                          {invoice.kind === 'creditNote' && (
                            <Chip
                              size="small"
                              label={t('invoices.creditNote')}
                              color="warning"
                              variant="outlined"
                            />
                          )}
                          {invoice.creditedByNumber && (
                            <Chip
                              size="small"
                              label={t('invoices.cancelledBy', { number: invoice.creditedByNumber })}
                              variant="outlined"
                            />
                          )}
                        </TableCell>
                        <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                          {formatDate(invoice.issueDate)}
                        </TableCell>
                        <TableCell>{invoice.payer.name}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {format(
                            invoice.kind === 'creditNote' ? -invoice.total : invoice.total,
                            invoice.currency,
                          )}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {format(invoice.open, invoice.currency)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <IconAction
                            label={t('invoices.download', { number: invoice.number })}
                            onClick={() => downloadInvoice(invoice)}
                          >
                            <DownloadIcon />
                          </IconAction>
                          {xero.enabled && <XeroInvoiceAction invoice={invoice} xero={xero} />}
                          {canUpdate && invoice.kind === 'invoice' && !invoice.creditedBy && (
                            <IconAction
                              label={t('invoices.send', { number: invoice.number })}
                              onClick={() => setSending(invoice)}
                            >
                              <MailOutlineIcon />
                            </IconAction>
                          )}
                          {canUpdate && invoice.kind === 'invoice' && !invoice.creditedBy && (
                            <IconAction
                              label={t('invoices.link', { number: invoice.number })}
                              onClick={() => link.mutate(invoice.id)}
                            >
                              <LinkIcon />
                            </IconAction>
                          )}
                          {canUpdate && invoice.kind === 'invoice' && !invoice.creditedBy && (
                            <IconAction
                              label={t('invoices.credit', { number: invoice.number })}
                              onClick={() => setCrediting(invoice)}
                            >
                              <UndoIcon />
                            </IconAction>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            {link.data && (
              <Alert severity="success" data-testid="public-link" sx={{ wordBreak: 'break-all' }}>
                {t('invoices.linkReady', { number: link.data.number })}{' '}
                <a href={link.data.url} target="_blank" rel="noreferrer">
                  {link.data.url}
                </a>
              </Alert>
            )}
            {link.error && <Alert severity="error">{bookingErrorText(link.error, t)}</Alert>}
            {xero.error && <Alert severity="error">{xero.error}</Alert>}
            {xero.enabled && <XeroSendAll invoices={invoices} xero={xero} />}
            {open.length > 0 && invoices.length > 0 && (
              <Alert severity="info">{t('invoices.notInvoiced', { count: open.length })}</Alert>
            )}
            {canUpdate && open.length > 0 && (
              <Stack direction="row">
                <Button startIcon={<ReceiptLongIcon />} variant="outlined" onClick={() => setIssuing(true)}>
                  {t('invoices.issue')}
                </Button>
              </Stack>
            )}
            {issuing && (
              <IssueInvoiceDialog booking={booking} lines={lines} onClose={() => setIssuing(false)} />
            )}
            {sending && (
              <SendMailDialog
                booking={booking}
                documents={[]}
                invoice={sending}
                onClose={() => setSending(null)}
              />
            )}
            {crediting && (
              <CreditInvoiceDialog
                invoice={crediting}
                booking={booking.id}
                onClose={() => setCrediting(null)}
              />
            )}
          </Stack>
        );
      }}
    </QuerySection>
  );
}
