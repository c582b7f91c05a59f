import { formatDate } from '@seaberth/domain';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PaymentIcon from '@mui/icons-material/Payment';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { navigateExternal } from '../../app/external-navigation.ts';
import { PendingButton } from '../../app/pending-button.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { ScrollRegion } from '../../app/scroll-region.tsx';

/**
 * /invoice/:id?token=…: an invoice as its payer sees it from the link in a mail, without login or
 * drawer: who issued it, the lines, the totals, what is open, and the PDF. /club/invoice/:id without
 * a token is the same page for a logged-in club member, read through the member's own calls.
 */
export function PublicInvoicePage() {
  const { t } = useTranslation();
  const { format } = useMoney();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A member in the club opens their own invoices by login, not by a mailed link.
  const club = useLocation().pathname.startsWith('/club/') && !token;
  const invoice = useQuery({
    queryKey: ['public-invoice', id, token, club],
    queryFn: () =>
      club
        ? api.GET('/api/club/invoices/{id}', { path: { id } })
        : api.GET('/api/public/invoice/{id}', { path: { id }, query: { token } }),
    enabled: club || token.length > 0,
    retry: false,
    meta: { silent: true },
  });
  const money = (minor: number) => format(minor, invoice.data?.currency ?? 'EUR');
  // Back from the payment page: the webhook may still be on its way, so the page asks again.
  const paying = params.get('paid') === '1';
  const { refetch } = invoice;
  useEffect(() => {
    if (!paying) return;
    const timer = setInterval(() => void refetch(), 2000);
    const stop = setTimeout(() => clearInterval(timer), 30_000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [paying, refetch]);
  const pay = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      club
        ? api.POST('/api/club/invoices/{id}/checkout', { path: { id } })
        : api.POST('/api/public/invoice/{id}/checkout', { path: { id }, query: { token } }),
    onSuccess: ({ url }) => navigateExternal(url),
  });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      {club && (
        <Button component={RouterLink} to="/club/dashboard/invoices" sx={{ mb: 2 }}>
          {t('publicInvoice.backToClub')}
        </Button>
      )}
      {invoice.isPending && (token || club) && (
        <CircularProgress aria-label={t('resources.common.loading')} />
      )}
      {((!token && !club) || invoice.isError) && <Alert severity="error">{t('publicInvoice.invalid')}</Alert>}
      {invoice.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', mb: 3 }}
          >
            <Box>
              <Typography variant="h5" component="h1">
                {t(`invoices.kinds.${invoice.data.kind}`)} {invoice.data.number}
              </Typography>
              <Typography color="text.secondary">
                {t('publicInvoice.issued', {
                  date: formatDate(invoice.data.issueDate),
                  booking: invoice.data.bookingNo,
                })}
              </Typography>
              <Typography color="text.secondary">
                {t('publicInvoice.for', { name: invoice.data.payer.name })}
              </Typography>
              {invoice.data.payer.address && (
                <Typography variant="body2" color="text.secondary" data-testid="public-payer-address">
                  {invoice.data.payer.address}
                </Typography>
              )}
            </Box>
            <Box sx={{ textAlign: { sm: 'right' } }}>
              <Typography sx={{ fontWeight: 600 }}>{invoice.data.seller.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {invoice.data.seller.address}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[invoice.data.seller.phone, invoice.data.seller.email].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Stack>
          <ScrollRegion label={t('invoices.lines')}>
            <Table size="small" aria-label={t('invoices.lines')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('publicInvoice.description')}</TableCell>
                  <TableCell align="right">{t('publicInvoice.vat')}</TableCell>
                  <TableCell align="right">{t('publicInvoice.net')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {invoice.data.lines.map((line) => (
                  <TableRow key={line.line}>
                    <TableCell>{line.text}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {line.percent} %
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(line.net)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
          <Stack spacing={0.5} sx={{ mt: 2, alignItems: 'flex-end' }}>
            <Typography>{t('publicInvoice.netTotal', { amount: money(invoice.data.net) })}</Typography>
            {invoice.data.taxes.map((tax) => (
              <Typography key={`${tax.category}${tax.percent}`}>
                {t('publicInvoice.taxLine', { percent: tax.percent, amount: money(tax.tax) })}
              </Typography>
            ))}
            <Typography variant="h6">
              {t('publicInvoice.total', { amount: money(invoice.data.total) })}
            </Typography>
            {invoice.data.kind === 'invoice' && !invoice.data.creditedByNumber && (
              <Typography
                color={invoice.data.open > 0 ? 'warning.main' : 'success.main'}
                data-testid="public-open"
              >
                {invoice.data.open > 0
                  ? t('publicInvoice.open', {
                      amount: money(invoice.data.open),
                      date: formatDate(invoice.data.dueDate),
                    })
                  : t('publicInvoice.paid')}
              </Typography>
            )}
            {invoice.data.creditedByNumber && (
              <Alert severity="info">
                {t('publicInvoice.cancelled', { number: invoice.data.creditedByNumber })}
              </Alert>
            )}
          </Stack>
          {paying && invoice.data.open > 0 && (
            <Alert severity="success" sx={{ mt: 3 }}>
              {t('publicInvoice.paying')}
            </Alert>
          )}
          {pay.isError && (
            <Alert severity="error" sx={{ mt: 3 }}>
              {t('publicInvoice.payFailed')}
            </Alert>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
            {invoice.data.canPayOnline && (
              <PendingButton
                variant="contained"
                startIcon={<PaymentIcon />}
                pending={pay.isPending}
                onClick={() => pay.mutate()}
              >
                {t('publicInvoice.pay', { amount: money(invoice.data.open) })}
              </PendingButton>
            )}
            <Button
              variant={invoice.data.canPayOnline ? 'outlined' : 'contained'}
              startIcon={<DownloadIcon />}
              onClick={() =>
                club
                  ? api.download(`/api/club/invoices/${encodeURIComponent(id)}/pdf`)
                  : api.download(`/api/public/invoice/${encodeURIComponent(id)}/pdf`, { token })
              }
            >
              {t('publicInvoice.download')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
