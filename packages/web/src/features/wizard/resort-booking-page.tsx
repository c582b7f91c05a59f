import { addDays } from '@seaberth/domain';
import { Alert, AlertTitle, Box, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeading } from '../../app/page-heading.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { useRefreshBookings } from '../bookings/index.ts';
import { BookingTermsFields, useBookingTerms } from './booking-terms-fields.tsx';
import { PartyPrice } from './party-price.tsx';
import { WizardQuote } from './wizard-quote.tsx';
import { RoomChooser } from './room-chooser.tsx';
import { RoomPlacesCard } from './room-places-card.tsx';
import { replaceRoom, toggleRoom } from './rooms-step.tsx';
import { StateChoice } from './state-choice.tsx';
import { StayFields } from '../../ui/stay-fields.tsx';
import { type Party, useTypePrices } from './use-type-prices.ts';
import { createBooking, useRefreshAvailability, useRoomOffers } from './wizard-api.ts';
import { toCreateBooking } from './wizard-bodies.ts';
import { emptyDraft, nightsOf, STEP, type WizardDraft, withResort, withStay } from './wizard-draft.ts';
import { type RoomOffer } from './wizard-rooms.ts';
import { issuesOf } from './wizard-validation.ts';
import { refusalOf } from './wizard-errors.ts';
import { issueAt, issueText } from './wizard-issues.ts';
import { useWizardSession } from './wizard-session.ts';
import { operatorToday } from '../../app/clock.ts';

const count = (value: string, min: number) => Math.max(min, Math.min(50, Math.trunc(Number(value)) || 0));

/**
 * /booking/resort — the fast path for a walk-in or a phone call: resort, nights and party on top,
 * every free room by type with the party's price, tick rooms, name guests, Book.
 */
export function ResortBookingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useWizardSession();
  // Somebody at the desk or on the phone who wants the room now: a booking, unless changed.
  // A walk-in arrives today; a phone call changes the date.
  const [draft, setDraft] = useState<WizardDraft>(() => {
    const today = operatorToday();
    return { ...withStay(emptyDraft(session.defaults), today, addDays(today, 7)), state: 'confirmed' };
  });
  const [party, setParty] = useState<Party>({ adults: 2, children: 0 });
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = (change: (current: WizardDraft) => WizardDraft) => setDraft(change);
  // Terms and language as the wizard has them: the lead guest's language unless chosen.
  const lead = draft.rooms.flatMap((room) => room.places).find((place) => place.guest)?.guest;
  const terms = useBookingTerms(
    lead && { address: { country: lead.addressCountry }, passport: { nationality: lead.passportCountry } },
  );
  const booking: WizardDraft = { ...draft, termsOfPayment: terms.terms, language: terms.language };
  const stay = { from: draft.from, to: draft.to };
  const ready = Boolean(draft.resort) && nightsOf(draft.from, draft.to) > 0;
  const offers = useRoomOffers('resort', ready ? draft.resort : '', draft.from, draft.to);
  const prices = useTypePrices(
    draft.resort,
    stay,
    ready ? offers.groups : [],
    party,
    session.childMaxAge,
    draft.currency,
  );
  const refreshBookings = useRefreshBookings();
  const refreshAvailability = useRefreshAvailability();

  const check = offers.loaded ? { rooms: offers.offers } : undefined;
  const whatIssues = issuesOf(draft, STEP.what);
  const roomIssues = issuesOf(draft, STEP.rooms, check);
  const shown = tried ? [...whatIssues, ...roomIssues] : [];

  const book = useMutation({
    meta: { silent: true },
    mutationFn: createBooking,
    onSuccess: (booking) => {
      void refreshBookings();
      navigate(`/booking/${booking.id}`);
    },
    onError: (error) => {
      const refused = refusalOf(error, t);
      setRefusal(refused.text);
      if (refused.roomTaken) void refreshAvailability();
    },
  });

  const submit = () => {
    setTried(true);
    setRefusal(null);
    if (whatIssues.length > 0 || roomIssues.length > 0) return;
    book.mutate(toCreateBooking(booking));
  };

  /** A new room takes as many of the party as are not placed yet (at least one place). */
  const toggle = (offer: RoomOffer, defaultPax: number | undefined, on: boolean) =>
    update((current) => {
      const placed = current.rooms.reduce((n, room) => n + room.places.length, 0);
      const left = party.adults + party.children - placed;
      return toggleRoom(current, offer, on, left > 0 ? left : (defaultPax ?? 1));
    });

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeading title={t('routes.bookingResort')} subtitle={t('wizard.resort.intro')} />
      <Stack spacing={3}>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 } }}
          component="section"
          aria-label={t('wizard.resort.stay')}
        >
          <Stack spacing={2}>
            <StayFields
              resorts={session.resorts}
              resort={draft.resort}
              from={draft.from}
              to={draft.to}
              withDeparture={false}
              onResort={(resort) => update((current) => withResort(current, resort))}
              onStay={(from, to) => update((current) => withStay(current, from, to))}
              errors={{
                resort: tried ? issueAt(whatIssues, 'resort', t) : undefined,
                from: tried ? issueAt(whatIssues, 'from', t) : undefined,
                to: tried ? issueAt(whatIssues, 'to', t) : undefined,
              }}
            />
            <Stack direction="row" spacing={2}>
              <TextField
                label={t('wizard.resort.adults')}
                type="number"
                value={party.adults}
                onChange={(event) =>
                  setParty((current) => ({ ...current, adults: count(event.target.value, 0) }))
                }
                slotProps={{ htmlInput: { min: 0, max: 50, inputMode: 'numeric' } }}
                sx={{ width: 140 }}
              />
              <TextField
                label={t('wizard.resort.children')}
                type="number"
                value={party.children}
                onChange={(event) =>
                  setParty((current) => ({ ...current, children: count(event.target.value, 0) }))
                }
                slotProps={{ htmlInput: { min: 0, max: 50, inputMode: 'numeric' } }}
                helperText={t('wizard.resort.childHint', { age: session.childMaxAge })}
                sx={{ width: 180 }}
              />
            </Stack>
          </Stack>
        </Paper>

        {ready && (
          <Box component="section" aria-labelledby="resort-rooms-title">
            <Typography id="resort-rooms-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('wizard.resort.rooms')}
            </Typography>
            <RoomChooser
              offers={offers}
              selected={new Set(draft.rooms.map((room) => room.room))}
              onToggle={(offer, group, on) => toggle(offer, group.defaultNoOfPax, on)}
              typeExtra={(group) => <PartyPrice price={prices.get(group.id)} party={party} />}
            />
          </Box>
        )}

        {draft.rooms.length > 0 && (
          <Stack spacing={2} component="section" aria-labelledby="resort-guests-title">
            <Typography id="resort-guests-title" variant="h6" component="h2">
              {t('wizard.rooms.guestsHeading')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('wizard.guests.emptyHint')}
            </Typography>
            {draft.rooms.map((room, index) => (
              <RoomPlacesCard
                key={room.room}
                room={room}
                offer={offers.offers.get(room.room)}
                typeName={offers.groups.find((group) => group.id === room.roomType)?.name ?? ''}
                arrival={draft.from}
                childMaxAge={session.childMaxAge}
                index={index}
                issues={tried ? roomIssues : []}
                onChange={(next) => update((current) => replaceRoom(current, next))}
                onRemove={() =>
                  update((current) => ({
                    ...current,
                    rooms: current.rooms.filter((r) => r.room !== room.room),
                  }))
                }
              />
            ))}
          </Stack>
        )}

        {draft.rooms.length > 0 && (
          <Stack spacing={2}>
            <BookingTermsFields value={terms} />
            <WizardQuote draft={booking} variant="compact" showDue />
          </Stack>
        )}

        {refusal && (
          <Alert
            severity="error"
            sx={{ whiteSpace: 'pre-line' }}
            data-testid="resort-booking-error"
            onClose={() => setRefusal(null)}
          >
            <AlertTitle>{t('wizard.summary.failed')}</AlertTitle>
            {refusal}
          </Alert>
        )}
        {shown.length > 0 && (
          <Alert severity="warning" data-testid="resort-booking-issues">
            {[...new Set(shown.map((issue) => issueText(issue, t)))].join(' ')}
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <StateChoice
            value={draft.state}
            onChange={(state) => update((current) => ({ ...current, state }))}
          />
          <PendingButton
            pending={book.isPending}
            variant="contained"
            size="large"
            onClick={submit}
            data-testid="resort-book"
          >
            {t('wizard.resort.book')}
          </PendingButton>
        </Stack>
      </Stack>
    </Box>
  );
}
