import { bookingResource } from '@seaberth/domain';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../app/page-heading.tsx';
import { useCan } from '../../app/session-context.ts';
import { ResourceList } from '../../resources/resource-list.tsx';
import { BookingImportDialog } from './booking-import-dialog.tsx';
import { BookingReportDialog } from './booking-report-dialog.tsx';
import { PaymentStatusList, type PaymentView } from './payment-status-list.tsx';
import { useBookingColumns } from './booking-columns.tsx';

/**
 * /booking/list — every booking, read-only here: a row opens the booking's own page. Reports
 * across bookings print from here, for a period or for the bookings ticked in the list. The
 * address may narrow it (`?filter=`), or ask for the bookings with money due (`?payments=`), as
 * the Today page's figures do.
 */
export function BookingListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canPrint = useCan(['bookings.read']);
  const [chosen, setChosen] = useState<string[]>([]);
  const [printing, setPrinting] = useState(false);
  // Importing books and makes the lead guests as customers (booking-import.routes.ts).
  const mayBook = useCan(['bookings.create']);
  const reachesCustomers = useCan(['customers.read', 'customers.create', 'customers.update']);
  const canImport = mayBook && reachesCustomers;
  const [importing, setImporting] = useState(false);
  const columns = useBookingColumns();
  const [params, setParams] = useSearchParams();
  const payments = params.get('payments');
  if (payments === 'open' || payments === 'overdue')
    return (
      <>
        <PageHeading title={t('routes.bookingList')} />
        <PaymentStatusList
          view={payments as PaymentView}
          asset={params.get('asset') ?? ''}
          onClear={() => setParams({}, { replace: true })}
        />
      </>
    );
  return (
    <>
      <ResourceList
        definition={bookingResource}
        intro={t('bookings.list.intro')}
        onOpenRow={(row) => navigate(`/booking/${row.id}`)}
        columnOverrides={columns}
        filterFromUrl
        headingActions={
          <Stack direction="row" spacing={1}>
            {canImport && (
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
                {t('bookingImport.open')}
              </Button>
            )}
            {canPrint && (
              <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => setPrinting(true)}>
                {chosen.length
                  ? t('prints.report.buttonChosen', { count: chosen.length })
                  : t('prints.print')}
              </Button>
            )}
          </Stack>
        }
        selection={canPrint ? { ids: chosen, onChange: setChosen } : undefined}
      />
      {printing && <BookingReportDialog chosen={chosen} onClose={() => setPrinting(false)} />}
      {importing && <BookingImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
