import AddIcon from '@mui/icons-material/Add';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookCabinsDialog } from './book-cabins-dialog.tsx';
import {
  TripGuestsSection,
  TripMailDialog,
  TripPaymentsSection,
  useBookingPermissions,
} from '../bookings/index.ts';

/** What the trip page needs to know of its trip for the booking parts. */
export interface TripSummary {
  id: string;
  tour: string;
  vessel: string;
  from: string;
  to: string;
  tourName: string;
  vesselName: string;
}

/** The trip page's booking buttons (book cabins, mail the guests) with their dialogs. */
export function TripBookingButtons({ trip }: { trip: TripSummary }) {
  const { t } = useTranslation();
  const permissions = useBookingPermissions();
  const [dialog, setDialog] = useState<'book' | 'mail' | null>(null);
  return (
    <>
      {permissions.canSendMail && (
        <Button variant="outlined" startIcon={<MailOutlineIcon />} onClick={() => setDialog('mail')}>
          {t('bookings.mail.open')}
        </Button>
      )}
      {permissions.canCreate && (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog('book')}
          data-testid="open-book-cabins"
        >
          {t('bookings.book.openButton')}
        </Button>
      )}
      {dialog === 'book' && (
        <BookCabinsDialog
          trip={{ ...trip, title: `${trip.tourName} · ${trip.vesselName}` }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'mail' && <TripMailDialog trip={trip} onClose={() => setDialog(null)} />}
    </>
  );
}

/** The trip page's guest list and payments, for those who may read bookings. */
export function TripBookingSections({ trip }: { trip: TripSummary }) {
  const permissions = useBookingPermissions();
  if (!permissions.canRead) return null;
  return (
    <>
      <TripGuestsSection schedule={trip.id} canMove={permissions.canUpdate} />
      <TripPaymentsSection tour={trip.tour} schedule={trip.id} />
    </>
  );
}
