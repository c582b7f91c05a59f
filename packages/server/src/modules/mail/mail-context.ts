import {
  BOOKING_TEMPLATES,
  type BookingTemplate,
  type BookingDetail,
  type BookingState,
  type Company,
  DOCUMENT_TEXTS,
  bookedGuestPlaces,
  groupedIban,
  guestFacingEntries,
  guestRoomName,
  isDueLine,
  type Language,
  moneyFormat,
  nightsBetween,
  openDues,
} from '@seaberth/domain';
import type { DocumentPlaces } from '../documents/index.ts';

/** A person as mails name them. */
export interface MailPerson {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  gender: string;
  email: string;
  /** The language they are written to in when nothing else says. */
  language: Language;
}

export interface MailContextInput {
  booking: BookingDetail;
  language: Language;
  booker: MailPerson | null;
  /** The booking's guests by customer id. */
  people: Map<string, MailPerson>;
  places: DocumentPlaces;
  company: Company;
  today: string;
  /** Public names of the booking's room types by id, in the mail's language: guests read these. */
  roomTypes: ReadonlyMap<string, string>;
  /** Links that open the booking's documents without login. */
  links: Record<BookingTemplate | 'guestForm' | 'payment' | 'invoice', string>;
}

const STATE_WORDS: Record<Language, Partial<Record<BookingState, string>>> = {
  en: {
    draft: 'offer',
    planned: 'reservation',
    confirmed: 'confirmed',
    waiting: 'waiting list',
    aborted: 'cancelled',
    freed: 'released',
    rebooked: 'rebooked',
  },
  de: {
    draft: 'Angebot',
    planned: 'Reservierung',
    confirmed: 'bestätigt',
    waiting: 'Warteliste',
    aborted: 'storniert',
    freed: 'freigegeben',
    rebooked: 'umgebucht',
  },
};

function dateFormat(language: Language): (iso: string | null | undefined) => string {
  const format = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    day: language === 'de' ? '2-digit' : 'numeric',
    month: language === 'de' ? '2-digit' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (iso) => (iso ? format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '');
}

/** "Dear Ms Berg" or "Sehr geehrte Frau Berg"; the full name when the gender is not known. */
export function salutation(person: MailPerson | null, language: Language): string {
  if (language === 'de') {
    if (person?.gender === 'f' && person.lastName) return `Sehr geehrte Frau ${person.lastName}`;
    if (person?.gender === 'm' && person.lastName) return `Sehr geehrter Herr ${person.lastName}`;
    return person?.fullName ? `Guten Tag ${person.fullName}` : 'Guten Tag';
  }
  if (person?.gender === 'f' && person.lastName) return `Dear Ms ${person.lastName}`;
  if (person?.gender === 'm' && person.lastName) return `Dear Mr ${person.lastName}`;
  return person?.fullName ? `Dear ${person.fullName}` : 'Dear guest';
}

/**
 * The values a mail template reads, for one booking in one language: exactly the documented
 * placeholders of `MAIL_PLACEHOLDERS` (a test holds the two together). Dates and amounts are
 * written out; a part the booking lacks (no trip, no stay) has empty values.
 */
export function mailContext(input: MailContextInput): Record<string, unknown> {
  const { booking, language, booker, company, places } = input;
  const date = dateFormat(language);
  const money = moneyFormat(language, booking.currency);
  const texts = DOCUMENT_TEXTS[language];
  const person = (id: string) => input.people.get(id);
  const typeName = (roomType: string) => input.roomTypes.get(roomType) ?? '';
  const rooms = booking.rooms.map((room) => ({
    name: guestRoomName(room, typeName),
    type: typeName(room.roomType),
    from: date(room.from),
    to: date(room.to),
    guests: room.guests
      .filter((g) => g !== null)
      .map((g) => g.fullName)
      .join(', '),
  }));
  const guests = booking.rooms.flatMap((room) =>
    room.guests
      .filter((g) => g !== null)
      .map((g) => ({
        name: g.fullName,
        firstName: person(g.customer)?.firstName ?? '',
        lastName: person(g.customer)?.lastName ?? '',
        email: person(g.customer)?.email ?? '',
        room: guestRoomName(room, typeName),
      })),
  );
  const entries = booking.calculation?.entries ?? [];
  return {
    booking: {
      number: booking.bookingNo,
      state: STATE_WORDS[language][booking.state] ?? booking.state,
      from: date(booking.from),
      to: date(booking.to),
      nights: nightsBetween(booking.from, booking.to),
      pax: booking.noOfPax,
      total: money(booking.total),
      paid: money(booking.paid),
      open: money(booking.total - booking.paid),
      currency: booking.currency,
      optionUntil: date(booking.optionUntil),
      bookingDate: date(booking.bookingDate),
      note: booking.note,
    },
    booker: {
      name: booker?.fullName ?? booking.leadName,
      firstName: booker?.firstName ?? '',
      lastName: booker?.lastName ?? '',
      salutation: salutation(booker, language),
      email: booker?.email ?? '',
    },
    guests,
    rooms,
    trip: {
      name: places.trip?.tour ?? '',
      vessel: places.trip?.vessel ?? '',
      from: date(places.trip?.from),
      to: date(places.trip?.to),
    },
    resort: {
      name: places.stay?.resort ?? '',
      from: date(places.stay?.from),
      to: date(places.stay?.to),
    },
    // A guest's nights read "room type: guest", never the price list that priced them.
    prices: guestFacingEntries(entries, bookedGuestPlaces(booking.rooms, typeName))
      .filter((e) => !isDueLine(e) && e.customerType !== 'Info')
      .map((e) => ({ text: e.text, amount: e.customerType === 'None' ? '' : money(e.amount.amount) })),
    // What is still to pay when the mail is written: a paid deposit drops out, a paid booking asks nothing.
    dues: openDues(
      booking.calculation?.due ?? [],
      booking.paid,
      booking.total - booking.paid,
      input.today,
    ).map((d) => ({
      text: texts.due[d.kind],
      date: date(d.due),
      amount: money(d.amount.amount),
    })),
    company: companyValues(company, booking.currency),
    links: input.links,
    today: date(input.today),
  };
}

function companyValues(company: Company, currency: string) {
  const account = company.bankAccounts.find((a) => a.currency === currency) ?? company.bankAccounts[0];
  return {
    name: company.name,
    address: [
      company.address.street,
      `${company.address.zip} ${company.address.city}`.trim(),
      company.address.country,
    ]
      .filter(Boolean)
      .join(', '),
    email: company.email,
    phone: company.phone,
    website: company.website,
    iban: account ? groupedIban(account.iban) : '',
    bic: account?.bic ?? '',
    bank: account?.bank ?? '',
  };
}

/**
 * The values of a mail to a customer without a booking (`POST /api/customer/sendMail`): the
 * person and the company; the booking's placeholders are there, empty, so a template written for
 * bookings still renders without unknown placeholders.
 */
export function customerMailContext(input: {
  person: MailPerson;
  language: Language;
  company: Company;
  today: string;
  currency: string;
}): Record<string, unknown> {
  const { person, language, company } = input;
  const empty = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, '']));
  return {
    booking: empty([
      'number',
      'state',
      'from',
      'to',
      'nights',
      'pax',
      'total',
      'paid',
      'open',
      'currency',
      'optionUntil',
      'bookingDate',
      'note',
    ]),
    booker: {
      name: person.fullName,
      firstName: person.firstName,
      lastName: person.lastName,
      salutation: salutation(person, language),
      email: person.email,
    },
    recipient: { name: person.fullName, salutation: salutation(person, language) },
    guests: [],
    rooms: [],
    trip: empty(['name', 'vessel', 'from', 'to']),
    resort: empty(['name', 'from', 'to']),
    prices: [],
    dues: [],
    company: companyValues(company, input.currency),
    links: empty([...BOOKING_TEMPLATES, 'guestForm', 'payment', 'invoice']),
    today: dateFormat(language)(input.today),
  };
}
