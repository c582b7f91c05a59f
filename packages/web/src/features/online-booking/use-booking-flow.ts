import type { OnlineAsset, OnlineBookingView, OnlineDeparture, OnlinePaymentMethod } from '@seaberth/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type MutableRefObject, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/client.ts';
import { describeError } from '../../app/describe-error.ts';
import { currentLanguage, isLanguage } from '../../i18n/index.ts';
import { fieldErrorText } from '../../i18n/validation-messages.ts';
import {
  type BookingChoice,
  type BookingKind,
  EMPTY_CHOICE,
  guestCount,
  placeOf,
  toDraft,
} from './booking-choice.ts';
import { useBookingSetup } from './booking-setup.ts';
import type { DetailsInput, DetailsValues, FieldProblem } from './details-form.tsx';
import { monthOf } from './month.ts';
import { createOnlineBooking, onlineKeys } from './online-api.ts';
import { useOfferedPayments } from './online-payments.ts';
import { referralFromLink, typedReferralCode } from './referral-link.ts';
import { operatorToday } from '../../app/clock.ts';
import { useSession } from '../../app/session-context.ts';

export const STEPS = ['when', 'rooms', 'extras', 'details', 'pay'] as const;
export type Step = (typeof STEPS)[number];

/** A key per attempt: a double click or a retried request sends the same one, so it books once. */
function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `?month=2027-03` opens that month (a website's "book the March trips" link). */
function startMonth(param: string | null): string {
  const current = monthOf(operatorToday());
  if (!param || !/^\d{4}-(0[1-9]|1[0-2])$/.test(param)) return current;
  const wanted = `${param}-01`;
  return wanted < current ? current : wanted;
}

export interface BookingFlow {
  kind: BookingKind;
  step: Step;
  goTo: (step: Step) => void;
  month: string;
  setMonth: (month: string) => void;
  choice: BookingChoice;
  chooseAsset: (asset: OnlineAsset) => void;
  chooseDeparture: (departure: OnlineDeparture) => void;
  chooseStay: (stay: { from: string; to: string } | null) => void;
  chooseRoomType: (roomType: string | null) => void;
  /** The ways the guest may pay here (transfer first when both); empty when none can. */
  payments: OnlinePaymentMethod[];
  /** The way chosen (the first offered until the guest picks another). */
  payment: OnlinePaymentMethod | null;
  setPayment: (payment: OnlinePaymentMethod) => void;
  setRooms: (rooms: Record<string, number>) => void;
  setAddons: (addons: Record<string, number>) => void;
  setProducts: (products: Record<string, number>) => void;
  guests: number;
  draft: ReturnType<typeof toDraft>;
  place: ReturnType<typeof placeOf>;
  booking: OnlineBookingView | null;
  creating: boolean;
  /** A failure of the create call the form cannot show at a field. */
  problem: string | null;
  /** A cabin chosen was taken meanwhile: the guest chooses again. */
  roomTaken: boolean;
  book: (details: DetailsInput) => Promise<FieldProblem[] | undefined>;
  /** From the beginning, as a new attempt (the hold of a booking passed unpaid). */
  restart: () => void;
  /** The guest's details as typed, kept while the form is not on screen. */
  keptDetails: MutableRefObject<DetailsValues | null>;
  /** A friend's referral code as typed (or from a shared link): the price shows its discount. */
  referralCode: string;
  setReferralCode: (code: string) => void;
}

/** Everything a booking page of either kind keeps while the guest puts the booking together. */
export function useBookingFlow(kind: BookingKind): BookingFlow {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { widget } = useBookingSetup();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>('when');
  // The month the guest turned to; until then the operator's current one, read at each render:
  // the public pages render before bootstrap has told the operator's timezone, and a month fixed
  // then by the browser's own day is over for the operator when the guest's day is behind at a
  // month's end. Reading the session re-renders the flow once bootstrap is in.
  useSession();
  const [chosenMonth, setMonth] = useState<string | null>(null);
  const month = chosenMonth ?? startMonth(params.get('month'));
  const [choice, setChoice] = useState<BookingChoice>(EMPTY_CHOICE);
  const [booking, setBooking] = useState<OnlineBookingView | null>(null);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [roomTaken, setRoomTaken] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  const inFlight = useRef(false);
  const keptDetails = useRef<DetailsValues | null>(null);
  const [referralCode, setReferralCode] = useState(() => typedReferralCode(referralFromLink()));
  const payments = useOfferedPayments(choice.asset);
  const [wantedPayment, setPayment] = useState<OnlinePaymentMethod | null>(null);
  const payment = wantedPayment && payments.includes(wantedPayment) ? wantedPayment : (payments[0] ?? null);

  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const draft = useMemo(
    () => toDraft(kind, choice, language, widget?.currency ?? null),
    [kind, choice, language, widget?.currency],
  );
  const place = useMemo(() => placeOf(kind, choice), [kind, choice]);

  const update = useCallback((change: Partial<BookingChoice>) => {
    setChoice((current) => ({ ...current, ...change }));
    setProblem(null);
  }, []);
  const setRooms = useCallback(
    (rooms: Record<string, number>) => {
      update({ rooms });
      setRoomTaken(false);
    },
    [update],
  );
  const setAddons = useCallback((addons: Record<string, number>) => update({ addons }), [update]);
  const setProducts = useCallback((products: Record<string, number>) => update({ products }), [update]);
  const chooseAsset = useCallback(
    (asset: OnlineAsset) =>
      setChoice((current) => (current.asset === asset.id ? current : { ...EMPTY_CHOICE, asset: asset.id })),
    [],
  );
  const chooseDeparture = useCallback((departure: OnlineDeparture) => {
    setChoice((current) =>
      current.departure?.id === departure.id ? current : { ...current, departure, rooms: {}, addons: {} },
    );
    setRoomTaken(false);
    setStep('rooms');
  }, []);
  const chooseStay = useCallback((stay: { from: string; to: string } | null) => {
    setChoice((current) => ({ ...current, stay, rooms: {}, addons: {} }));
    setRoomTaken(false);
  }, []);
  // Kept from the month view into the rooms: the guest who chose "Garden Double" sees those rooms.
  const chooseRoomType = useCallback(
    (roomType: string | null) => setChoice((current) => ({ ...current, roomType, rooms: {} })),
    [],
  );

  const book = useCallback(
    async (details: DetailsInput): Promise<FieldProblem[] | undefined> => {
      // The button is disabled while pending; this catches the second click of the same instant.
      if (!draft || inFlight.current) return undefined;
      inFlight.current = true;
      setCreating(true);
      setProblem(null);
      try {
        const created = await createOnlineBooking({
          draft: details.referralCode ? { ...draft, referralCode: details.referralCode } : draft,
          booker: details.booker,
          guests: details.guests,
          note: details.note,
          acceptTerms: true,
          idempotencyKey: idempotencyKey.current,
          ...(widget ? { widget: widget.id } : {}),
          ...(payment ? { payment } : {}),
        });
        setBooking(created);
        setStep('pay');
        return undefined;
      } catch (error) {
        if (isApiError(error) && error.status === 409 && error.body.description === 'ROOM_TAKEN') {
          // Nothing was booked: a new attempt with a new choice gets a new key.
          idempotencyKey.current = newIdempotencyKey();
          setRoomTaken(true);
          setChoice((current) => ({ ...current, rooms: {} }));
          setStep('rooms');
          // The free beds changed: rooms and the month's free berths are asked again.
          await queryClient.invalidateQueries({ queryKey: onlineKeys.all });
          return undefined;
        }
        const fields = isApiError(error) ? (error.body.fields ?? []) : [];
        const own = fields.filter((field) =>
          /^(booker\.|guests\.\d+\.|note$|referralCode$|acceptTerms$)/.test(field.path),
        );
        const others = fields.filter((field) => !own.includes(field));
        if (others.length > 0) setProblem(others.map((field) => fieldErrorText(field, t)).join('\n'));
        else if (own.length === 0) setProblem(describeError(error, t));
        return own;
      } finally {
        inFlight.current = false;
        setCreating(false);
      }
    },
    [draft, widget, payment, queryClient, t],
  );

  const restart = useCallback(() => {
    idempotencyKey.current = newIdempotencyKey();
    setChoice((current) => ({ ...EMPTY_CHOICE, asset: current.asset }));
    setBooking(null);
    setProblem(null);
    setRoomTaken(false);
    setStep('when');
  }, []);

  return {
    kind,
    restart,
    keptDetails,
    step,
    goTo: setStep,
    month,
    setMonth,
    choice,
    chooseAsset,
    chooseDeparture,
    chooseStay,
    chooseRoomType,
    payments,
    payment,
    setPayment,
    setRooms,
    setAddons,
    setProducts,
    guests: guestCount(choice),
    draft,
    place,
    booking,
    creating,
    problem,
    roomTaken,
    book,
    referralCode,
    setReferralCode,
  };
}
