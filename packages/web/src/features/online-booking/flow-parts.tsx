import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../app/session-context.ts';
import { AssetChooser } from './asset-chooser.tsx';
import { useBookingSetup } from './booking-setup.ts';
import { BookingSummary } from './booking-summary.tsx';
import { DepartureCalendar } from './departure-calendar.tsx';
import type { DetailsValues } from './details-form.tsx';
import { ExtrasPicker } from './extras-picker.tsx';
import { formatDate } from '@seaberth/domain';
import { nightsBetween, shortDate } from './month.ts';
import { NightCalendar } from './night-calendar.tsx';
import { PayPanel } from './pay-panel.tsx';
import { PriceExplained } from './price-explained.tsx';
import { RoomPicker } from './room-picker.tsx';
import { TransferPanel } from './transfer-panel.tsx';
import type { BookingFlow } from './use-booking-flow.ts';

/** The pieces of a booking page; the step and the one-page arrangements place them differently. */
export interface PartProps {
  flow: BookingFlow;
}

/** Which vessel or resort, and when: the month of departures or of nights. */
export function WhenPart({ flow }: PartProps) {
  const { choice } = flow;
  return (
    <Stack spacing={2}>
      <AssetChooser
        kind={flow.kind === 'trip' ? 'vessel' : 'resort'}
        value={choice.asset}
        onChange={flow.chooseAsset}
      />
      {choice.asset && flow.kind === 'trip' && (
        <DepartureCalendar
          vessel={choice.asset}
          month={flow.month}
          onMonth={flow.setMonth}
          value={choice.departure?.id ?? null}
          onChoose={flow.chooseDeparture}
        />
      )}
      {choice.asset && flow.kind === 'resort' && (
        <NightCalendar
          resort={choice.asset}
          month={flow.month}
          onMonth={flow.setMonth}
          value={choice.stay}
          onChange={flow.chooseStay}
          roomType={choice.roomType}
          onRoomType={flow.chooseRoomType}
        />
      )}
    </Stack>
  );
}

/** The trip or the stay chosen, in one line. */
export function ChosenWhen({ flow }: PartProps) {
  const { t, i18n } = useTranslation();
  const { departure, stay } = flow.choice;
  let text = '';
  if (flow.kind === 'trip' && departure)
    text = t('onlineBooking.flow.chosenTrip', {
      tour: departure.tour.name,
      from: shortDate(departure.from, i18n.language),
      to: shortDate(departure.to, i18n.language),
    });
  if (flow.kind === 'resort' && stay)
    text = t('onlineBooking.flow.chosenStay', {
      from: formatDate(stay.from),
      to: formatDate(stay.to),
      count: nightsBetween(stay.from, stay.to),
    });
  if (!text) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="chosen-when">
      {text}
    </Typography>
  );
}

/**
 * The details form brings the form and validation libraries, the heaviest part of the flow: it is
 * fetched once the guest has picked a departure or dates, so the first screen loads without it.
 */
const loadDetailsForm = () => import('./details-form.tsx');
const DetailsForm = lazy(() => loadDetailsForm().then((m) => ({ default: m.DetailsForm })));

export function RoomsPart({ flow }: PartProps) {
  const { t } = useTranslation();
  const chosen = Boolean(flow.place);
  useEffect(() => {
    if (chosen) void loadDetailsForm().catch(() => undefined);
  }, [chosen]);
  if (!flow.place) return null;
  return (
    <Stack spacing={1.5}>
      {flow.roomTaken && (
        <Alert severity="warning" role="alert">
          {t(`onlineBooking.flow.roomTaken.${flow.kind}`)}
        </Alert>
      )}
      <RoomPicker
        kind={flow.kind}
        place={flow.place}
        roomType={flow.kind === 'resort' ? flow.choice.roomType : null}
        value={flow.choice.rooms}
        onChange={flow.setRooms}
      />
    </Stack>
  );
}

export function ExtrasPart({ flow }: PartProps) {
  if (!flow.place || !flow.choice.asset) return null;
  return (
    <ExtrasPicker
      place={flow.place}
      asset={flow.choice.asset}
      addons={flow.choice.addons}
      products={flow.choice.products}
      onAddons={flow.setAddons}
      onProducts={flow.setProducts}
    />
  );
}

export function PricePart({ flow }: PartProps) {
  return <PriceExplained draft={flow.draft} referralCode={flow.referralCode} />;
}

/** Known details of a logged-in customer, so the in-app booking does not ask for them again. */
function useKnownBooker(): Partial<DetailsValues['booker']> | undefined {
  const { user } = useSession();
  if (user?.userType !== 'customer') return undefined;
  const parts = user.name.trim().split(/\s+/);
  const lastName = parts.length > 1 ? (parts.pop() ?? '') : '';
  return { firstName: parts.join(' '), lastName, email: user.email, phone: user.phone ?? '' };
}

export function DetailsPart({ flow }: PartProps) {
  const defaults = useKnownBooker();
  return (
    <Stack spacing={2}>
      <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
        <DetailsForm
          guests={flow.guests}
          pending={flow.creating}
          payments={flow.payments}
          payment={flow.payment}
          onPayment={flow.setPayment}
          defaults={defaults}
          onSubmit={flow.book}
          kept={flow.keptDetails.current}
          onKeep={(values) => {
            flow.keptDetails.current = values;
          }}
          onReferralCode={flow.setReferralCode}
        />
      </Suspense>
      {flow.problem && (
        <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {flow.problem}
        </Alert>
      )}
    </Stack>
  );
}

/** After booking: the number, the hold and the way to pay. */
export function DonePart({ flow }: PartProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { carry } = useBookingSetup();
  const booking = flow.booking;
  if (!booking) return null;
  const byTransfer = booking.payment === 'transfer';
  return (
    <Stack spacing={2}>
      <Box role="status" sx={{ textAlign: 'center' }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h2" data-testid="booking-number">
          {byTransfer
            ? t('onlineBooking.flow.reserved', { bookingNo: booking.bookingNo })
            : t('onlineBooking.flow.booked', { bookingNo: booking.bookingNo })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {byTransfer ? t('onlineBooking.flow.reservedText') : t('onlineBooking.flow.bookedText')}
        </Typography>
      </Box>
      {byTransfer ? (
        <TransferPanel booking={booking} />
      ) : (
        <PayPanel booking={booking} restartTo={`${pathname}${carry}`} onRestart={flow.restart} />
      )}
      <BookingSummary booking={booking} />
    </Stack>
  );
}
