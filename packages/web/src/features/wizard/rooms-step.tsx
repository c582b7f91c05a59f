import { Alert, AlertTitle, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../resources/format-value.ts';
import { RoomChooser } from './room-chooser.tsx';
import { RelatedGuestsRow } from './related-guests-row.tsx';
import { RoomPlacesCard } from './room-places-card.tsx';
import { freePlaceFor, type RelatedGuest, useRelatedGuests, withRelatedGuest } from './use-related-guests.ts';
import { loadGuest, type RoomTypeOffer, type useRoomOffers } from './wizard-api.ts';
import { guestsOf, stayOf, type WizardDraft, type WizardRoom } from './wizard-draft.ts';
import { type RoomOffer, roomFromOffer } from './wizard-rooms.ts';
import { issueAt } from './wizard-issues.ts';
import type { StepProps } from './wizard-step-props.ts';

export interface RoomsStepProps extends StepProps {
  offers: ReturnType<typeof useRoomOffers>;
  childMaxAge: number;
  /** The server's refusal that sent the operator back here (a room taken meanwhile). */
  alert?: string | null;
  onCloseAlert?: () => void;
}

/** Adds or removes a room; the draft keeps the order in which rooms were picked. */
export function toggleRoom(
  draft: WizardDraft,
  offer: RoomOffer,
  on: boolean,
  defaultPax?: number,
): WizardDraft {
  const rooms = draft.rooms.filter((room) => room.room !== offer.id);
  return { ...draft, rooms: on ? [...rooms, roomFromOffer(offer, defaultPax)] : rooms };
}

export function replaceRoom(draft: WizardDraft, next: WizardRoom): WizardDraft {
  return { ...draft, rooms: draft.rooms.map((room) => (room.room === next.room ? next : room)) };
}

/** Step 2: rooms or cabins out of what is free, and who sleeps where. */
export function RoomsStep({
  draft,
  update,
  issues,
  offers,
  childMaxAge,
  alert,
  onCloseAlert,
}: RoomsStepProps) {
  const { t } = useTranslation();
  const stay = stayOf(draft);
  const typeNames = new Map(offers.groups.map((group) => [group.id, group.name]));
  const groupOf = (offer: RoomOffer): RoomTypeOffer | undefined =>
    offers.groups.find((group) => group.rooms.some((room) => room.id === offer.id));

  // A link's room is taken in as soon as it shows up as free (and dropped quietly if it is not).
  const preselect = draft.preselectRoom;
  useEffect(() => {
    if (!preselect || !offers.loaded) return;
    const offer = offers.offers.get(preselect);
    const group = offer ? offers.groups.find((g) => g.rooms.includes(offer)) : undefined;
    update((current) => {
      const base = { ...current, preselectRoom: null };
      return offer && !current.rooms.some((room) => room.room === offer.id)
        ? toggleRoom(base, offer, true, group?.defaultNoOfPax)
        : base;
    });
  }, [preselect, offers.loaded, offers.offers, offers.groups, update]);

  // The booked guests' relations, offered under the room of the guest they belong to.
  const related = useRelatedGuests(guestsOf(draft).map((guest) => guest.id));
  const addRelated = async (room: string, person: RelatedGuest) => {
    const guest = await loadGuest(person);
    update((current) =>
      guestsOf(current).some((booked) => booked.id === guest.id)
        ? current
        : { ...current, rooms: withRelatedGuest(current.rooms, room, guest) },
    );
  };

  const pickIssue = issueAt(issues, 'rooms', t, true);
  return (
    <Stack spacing={3}>
      {alert && (
        <Alert
          severity="error"
          onClose={onCloseAlert}
          sx={{ whiteSpace: 'pre-line' }}
          data-testid="wizard-rooms-alert"
        >
          <AlertTitle>{t('wizard.rooms.takenTitle')}</AlertTitle>
          {alert}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {draft.kind === 'trip' && draft.trip ? `${draft.trip.title} · ` : ''}
        {t('wizard.rooms.stay', { from: formatDate(stay.from, false), to: formatDate(stay.to, false) })}
      </Typography>
      <Stack spacing={1}>
        <Typography variant="h6" component="h3">
          {t(draft.kind === 'trip' ? 'wizard.rooms.freeCabins' : 'wizard.rooms.freeRooms')}
        </Typography>
        <RoomChooser
          offers={offers}
          cabins={draft.kind === 'trip'}
          selected={new Set(draft.rooms.map((room) => room.room))}
          onToggle={(offer, group, on) =>
            update((current) => toggleRoom(current, offer, on, group.defaultNoOfPax))
          }
        />
        {pickIssue && <FormHelperText error>{pickIssue}</FormHelperText>}
      </Stack>
      {draft.rooms.length > 0 && (
        <Stack spacing={2}>
          <Typography variant="h6" component="h3">
            {t('wizard.rooms.guestsHeading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('wizard.guests.emptyHint')}
          </Typography>
          {draft.rooms.map((room, index) => {
            const offer = offers.offers.get(room.room);
            return (
              <RoomPlacesCard
                key={room.room}
                room={room}
                offer={offer}
                typeName={
                  (room.roomType && typeNames.get(room.roomType)) || (offer && groupOf(offer)?.name) || ''
                }
                arrival={stay.from}
                childMaxAge={childMaxAge}
                index={index}
                issues={issues}
                onChange={(next) => update((current) => replaceRoom(current, next))}
                onRemove={() =>
                  update((current) => ({
                    ...current,
                    rooms: current.rooms.filter((r) => r.room !== room.room),
                  }))
                }
              >
                <RelatedGuestsRow
                  related={related.filter((person) => room.places.some((p) => p.guest?.id === person.of))}
                  canPlace={freePlaceFor(draft.rooms, room.room) !== null}
                  onAdd={(person) => addRelated(room.room, person)}
                />
              </RoomPlacesCard>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
