/**
 * The documented placeholders of mail templates: every value a template may use, as the editor
 * lists them and the server fills them (`mail-context.ts` on the server builds exactly these; a
 * test holds the two together). Dates and amounts arrive formatted in the mail's language; lists
 * are written with `{% for guest in guests %}…{% endfor %}`. Anything else renders as `[[path]]`.
 */
export interface MailPlaceholder {
  /** `booking.number`, or for an item of a list `guest.name` with `list: 'guests'`. */
  path: string;
  list?: string;
  text: { en: string; de: string };
}

const p = (path: string, en: string, de: string, list?: string): MailPlaceholder => ({
  path,
  text: { en, de },
  ...(list ? { list } : {}),
});

export const MAIL_PLACEHOLDERS: readonly MailPlaceholder[] = [
  p('booking.number', 'Booking number', 'Buchungsnummer'),
  p('booking.state', 'State of the booking', 'Status der Buchung'),
  p('booking.from', 'First day', 'Erster Tag'),
  p('booking.to', 'Last day', 'Letzter Tag'),
  p('booking.nights', 'Number of nights', 'Anzahl Nächte'),
  p('booking.pax', 'Number of guests', 'Anzahl Gäste'),
  p('booking.total', 'Total price', 'Gesamtpreis'),
  p('booking.paid', 'Amount paid', 'Bezahlt'),
  p('booking.open', 'Amount still open', 'Offener Betrag'),
  p('booking.currency', 'Currency', 'Währung'),
  p('booking.optionUntil', 'Option held until', 'Option gültig bis'),
  p('booking.bookingDate', 'Day of booking', 'Buchungsdatum'),
  p('booking.note', 'Note on the booking', 'Notiz zur Buchung'),
  p('booker.name', 'Booker, full name', 'Bucher, voller Name'),
  p('booker.firstName', 'Booker, first name', 'Bucher, Vorname'),
  p('booker.lastName', 'Booker, last name', 'Bucher, Nachname'),
  p('booker.salutation', 'Salutation (Dear Ms Smith)', 'Anrede (Sehr geehrte Frau Schmidt)'),
  p('booker.email', 'Booker, e-mail', 'Bucher, E-Mail'),
  p('recipient.name', 'Who this mail goes to, full name', 'Empfänger, voller Name'),
  p('recipient.salutation', 'Salutation of the recipient', 'Anrede des Empfängers'),
  p('guests', 'The guests (a list)', 'Die Gäste (Liste)'),
  p('guest.name', 'Guest, full name', 'Gast, voller Name', 'guests'),
  p('guest.firstName', 'Guest, first name', 'Gast, Vorname', 'guests'),
  p('guest.lastName', 'Guest, last name', 'Gast, Nachname', 'guests'),
  p('guest.email', 'Guest, e-mail', 'Gast, E-Mail', 'guests'),
  p('guest.room', 'Guest, room or cabin', 'Gast, Zimmer oder Kabine', 'guests'),
  p('rooms', 'The rooms and cabins (a list)', 'Zimmer und Kabinen (Liste)'),
  p('room.name', 'Room or cabin', 'Zimmer oder Kabine', 'rooms'),
  p('room.type', 'Room type', 'Zimmertyp', 'rooms'),
  p('room.from', 'Room, first day', 'Zimmer, erster Tag', 'rooms'),
  p('room.to', 'Room, last day', 'Zimmer, letzter Tag', 'rooms'),
  p('room.guests', 'Guests in the room', 'Gäste im Zimmer', 'rooms'),
  p('trip.name', 'Tour of the trip (empty without a trip)', 'Tour der Reise (leer ohne Reise)'),
  p('trip.vessel', 'Vessel', 'Schiff'),
  p('trip.from', 'Trip, first day', 'Reise, erster Tag'),
  p('trip.to', 'Trip, last day', 'Reise, letzter Tag'),
  p('resort.name', 'Resort (empty without a stay)', 'Resort (leer ohne Aufenthalt)'),
  p('resort.from', 'Stay, first day', 'Aufenthalt, erster Tag'),
  p('resort.to', 'Stay, last day', 'Aufenthalt, letzter Tag'),
  p('prices', 'The price lines (a list)', 'Die Preiszeilen (Liste)'),
  p('line.text', 'Price line, text', 'Preiszeile, Text', 'prices'),
  p('line.amount', 'Price line, amount', 'Preiszeile, Betrag', 'prices'),
  p(
    'dues',
    'What is still to pay, by due day (a list; empty once paid)',
    'Was noch zu zahlen ist, nach Fälligkeit (Liste; leer, wenn bezahlt)',
  ),
  p('due.text', 'Due amount, name (deposit, rest)', 'Fälligkeit, Name (Anzahlung, Rest)', 'dues'),
  p('due.date', 'Due amount, day', 'Fälligkeit, Datum', 'dues'),
  p('due.amount', 'Due amount still open', 'Noch offener fälliger Betrag', 'dues'),
  p('company.name', 'Your company name', 'Ihr Firmenname'),
  p('company.address', 'Your address in one line', 'Ihre Adresse in einer Zeile'),
  p('company.email', 'Your e-mail', 'Ihre E-Mail'),
  p('company.phone', 'Your phone', 'Ihr Telefon'),
  p('company.website', 'Your website', 'Ihre Website'),
  p(
    'company.iban',
    'Your IBAN (the account in the booking currency)',
    'Ihre IBAN (Konto in Buchungswährung)',
  ),
  p('company.bic', 'Your BIC', 'Ihre BIC'),
  p('company.bank', 'Your bank', 'Ihre Bank'),
  p('links.offer', 'Link to the offer (PDF, no login)', 'Link zum Angebot (PDF, ohne Anmeldung)'),
  p('links.confirmation', 'Link to the booking confirmation (PDF)', 'Link zur Buchungsbestätigung (PDF)'),
  p('links.voucher', 'Link to the voucher (PDF)', 'Link zum Voucher (PDF)'),
  p('links.cancellation', 'Link to the cancellation (PDF)', 'Link zur Stornobestätigung (PDF)'),
  p('links.guestForm', "Link to the guests' form (no login)", 'Link zum Gästeformular (ohne Anmeldung)'),
  p(
    'links.invoice',
    'Link to the invoice (no login; made when the mail is sent)',
    'Link zur Rechnung (ohne Anmeldung; beim Senden erstellt)',
  ),
  p(
    'links.payment',
    'Link to pay what is open online (no login)',
    'Link zum Online-Bezahlen des offenen Betrags (ohne Anmeldung)',
  ),
  p(
    'links.logbook',
    "Link to the booker's dives as a UDDF logbook file (no login)",
    'Link zu den Tauchgängen des Buchenden als UDDF-Logbuch-Datei (ohne Anmeldung)',
  ),
  p('today', 'Today', 'Heute'),
  // The loyalty statement's mail (`POST /api/customer/{customer}/loyality/test/{mail}`) adds these;
  // a booking's mail has none, so the editor's preview shows MAIL_PLACEHOLDER_SAMPLES for them.
  p('loyalty.balance', 'Loyalty points to spend', 'Treuepunkte zum Einlösen'),
  p('loyalty.earned', 'Loyalty points earned in all', 'Insgesamt gesammelte Treuepunkte'),
  p('loyalty.tier', 'Loyalty tier', 'Treuestufe'),
  p('loyalty.benefits', 'Benefits of the tier', 'Vorteile der Stufe'),
  p('loyalty.nextTier', 'Next tier (empty at the top)', 'Nächste Stufe (leer auf der höchsten)'),
  p('loyalty.missing', 'Points missing for the next tier', 'Fehlende Punkte zur nächsten Stufe'),
  p('loyalty.value', 'What the points are worth', 'Wert der Punkte'),
  p('loyalty.currency', 'Currency of that worth', 'Währung dieses Werts'),
  p('loyalty.entries', 'The latest points entries (a list)', 'Die letzten Punktebuchungen (Liste)'),
  p('entry.date', 'Points entry, day', 'Punktebuchung, Datum', 'loyalty.entries'),
  p(
    'entry.kind',
    'Points entry, kind (earned, redeemed, correction…)',
    'Punktebuchung, Art (earned, redeemed, correction…)',
    'loyalty.entries',
  ),
  p('entry.points', 'Points entry, points', 'Punktebuchung, Punkte', 'loyalty.entries'),
  p('entry.note', 'Points entry, note', 'Punktebuchung, Notiz', 'loyalty.entries'),
];

/**
 * Values the editor's preview shows for placeholders a booking's mail does not fill: the loyalty
 * statement's, in the shape its mail fills them (loyalty.routes.ts on the server).
 */
export const MAIL_PLACEHOLDER_SAMPLES: Readonly<Record<string, unknown>> = {
  loyalty: {
    balance: 1250,
    earned: 3400,
    tier: 'Gold',
    benefits: 'Free nitrox on every dive',
    nextTier: 'Platinum',
    missing: 600,
    value: '12.50',
    currency: 'EUR',
    entries: [
      { date: '2027-03-13', kind: 'earned', points: 700, note: 'Stay 2027-03-06 – 2027-03-13' },
      { date: '2027-02-01', kind: 'redeemed', points: -500, note: 'Spent on a massage' },
    ],
  },
};

/** The list a loop variable walks (`guest` → `guests`), for the editor and the server's checks. */
export const PLACEHOLDER_LISTS: Readonly<Record<string, string>> = {
  guest: 'guests',
  room: 'rooms',
  line: 'prices',
  due: 'dues',
  entry: 'loyalty.entries',
};
