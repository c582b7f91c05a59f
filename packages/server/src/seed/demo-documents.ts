import type { Company, MailTemplate, TaxRate } from '@seaberth/domain';

/** German VAT as a start: invoices use the default where a price list names no tax. */
export const DEMO_TAX_RATES: Omit<TaxRate, 'id'>[] = [
  { name: 'USt. 19 %', percent: 19, category: 'S', exemptionReason: '', isDefault: true, isActive: true },
  { name: 'USt. 7 %', percent: 7, category: 'S', exemptionReason: '', isDefault: false, isActive: true },
  {
    name: 'Steuerfrei (Leistung im Drittland)',
    percent: 0,
    category: 'O',
    exemptionReason: 'Nicht im Inland steuerbare Leistung (§ 3a UStG)',
    isDefault: false,
    isActive: true,
  },
];

/** The general terms guests accept when they book online (a short demo text, not legal advice). */
const DEMO_TERMS = `General terms of Seaberth Demo Divers GmbH

1. Booking. A booking made online is binding once we confirm it. A reservation paid by bank transfer is held until its option date; if the deposit has not arrived by then, the places are released.

2. Payment. The deposit is due as stated in your confirmation, the balance before arrival. Please use your booking number as the transfer reference.

3. Cancellation. Cancellation fees follow the scale of your booking's terms of payment, counted by the days before arrival.

4. Diving. Every diver brings a valid certification and a diving medical statement where required.`;

/** The demo operator's letterhead, so demo documents and mails print a real one. */
export const DEMO_COMPANY: Company = {
  name: 'Seaberth Demo Divers GmbH',
  address: { street: 'Hafenstraße 12', zip: '20459', city: 'Hamburg', country: 'DE' },
  logo: null,
  phone: '+49 40 1234567',
  email: 'hello@seaberth-demo.example',
  website: 'https://seaberth-demo.example',
  taxNumber: '27/123/45678',
  vatId: 'DE123456789',
  register: 'Amtsgericht Hamburg, HRB 123456',
  managingDirector: 'Geschäftsführerin: Lena Wasser',
  bankAccounts: [
    {
      bank: 'Commerzbank',
      holder: 'Seaberth Demo Divers GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      currency: 'EUR',
    },
  ],
  footer: 'Dive with us in Komodo and Raja Ampat.',
  terms: DEMO_TERMS,
};

type DemoTemplate = Pick<MailTemplate, 'name' | 'type' | 'states' | 'attachments' | 'texts'>;

const SIGNATURE_EN = '\n\nKind regards\n{{ company.name }}\n{{ company.phone }} · {{ company.email }}';
const SIGNATURE_DE =
  '\n\nMit freundlichen Grüßen\n{{ company.name }}\n{{ company.phone }} · {{ company.email }}';
const STAY_EN =
  '{% if trip.name != blank %}{{ trip.name }} on {{ trip.vessel }}, {{ trip.from }} – {{ trip.to }}\n{% endif %}{% if resort.name != blank %}{{ resort.name }}, {{ resort.from }} – {{ resort.to }}\n{% endif %}';
const STAY_DE =
  '{% if trip.name != blank %}{{ trip.name }} auf der {{ trip.vessel }}, {{ trip.from }} – {{ trip.to }}\n{% endif %}{% if resort.name != blank %}{{ resort.name }}, {{ resort.from }} – {{ resort.to }}\n{% endif %}';
const DUES_EN = '{% for due in dues %}{{ due.text }} {{ due.date }}: {{ due.amount }}\n{% endfor %}';
const DUES_DE = DUES_EN;

/** The mails a dive operator sends most, in German and English, as a start to edit. */
export const DEMO_MAIL_TEMPLATES: DemoTemplate[] = [
  {
    name: 'Booking confirmation',
    type: 'Information',
    states: ['confirmed'],
    attachments: ['confirmation'],
    texts: {
      en: {
        subject: 'Your booking {{ booking.number }} is confirmed',
        body: `{{ recipient.salutation }},\n\nthank you for booking with us. We confirm:\n\n${STAY_EN}\nGuests:\n{% for guest in guests %}- {{ guest.name }} ({{ guest.room }})\n{% endfor %}\nTotal: {{ booking.total }}\n${DUES_EN}{% if dues == empty %}Thank you, everything is paid.\n{% else %}\nPlease transfer to IBAN {{ company.iban }} ({{ company.bank }}) with the reference {{ booking.number }}.{% endif %} Your confirmation is attached.${SIGNATURE_EN}`,
      },
      de: {
        subject: 'Ihre Buchung {{ booking.number }} ist bestätigt',
        body: `{{ recipient.salutation }},\n\nvielen Dank für Ihre Buchung. Wir bestätigen:\n\n${STAY_DE}\nGäste:\n{% for guest in guests %}- {{ guest.name }} ({{ guest.room }})\n{% endfor %}\nGesamtpreis: {{ booking.total }}\n${DUES_DE}{% if dues == empty %}Vielen Dank, alles ist bezahlt.\n{% else %}\nBitte überweisen Sie auf IBAN {{ company.iban }} ({{ company.bank }}) mit dem Verwendungszweck {{ booking.number }}.{% endif %} Ihre Bestätigung finden Sie im Anhang.${SIGNATURE_DE}`,
      },
    },
  },
  {
    name: 'Offer',
    type: 'Price',
    states: ['draft'],
    attachments: ['offer'],
    texts: {
      en: {
        subject: 'Your offer {{ booking.number }}',
        body: `{{ recipient.salutation }},\n\nthank you for your interest. We are pleased to offer you:\n\n${STAY_EN}\nfor {{ booking.pax }} guests at {{ booking.total }}.\n{% if booking.optionUntil != blank %}We hold it for you until {{ booking.optionUntil }}.\n{% endif %}\nThe offer is attached; just reply to book.${SIGNATURE_EN}`,
      },
      de: {
        subject: 'Ihr Angebot {{ booking.number }}',
        body: `{{ recipient.salutation }},\n\nvielen Dank für Ihr Interesse. Gern bieten wir Ihnen an:\n\n${STAY_DE}\nfür {{ booking.pax }} Gäste zu {{ booking.total }}.\n{% if booking.optionUntil != blank %}Wir halten es für Sie bis {{ booking.optionUntil }}.\n{% endif %}\nDas Angebot finden Sie im Anhang; antworten Sie einfach, um zu buchen.${SIGNATURE_DE}`,
      },
    },
  },
  {
    name: 'Payment reminder',
    type: 'Payment',
    states: ['planned', 'confirmed'],
    attachments: [],
    texts: {
      en: {
        subject: 'Payment for booking {{ booking.number }}',
        body: `{{ recipient.salutation }},\n\na friendly reminder: of {{ booking.total }} for booking {{ booking.number }} we have received {{ booking.paid }}; {{ booking.open }} is still open.\n\n${DUES_EN}\nIBAN {{ company.iban }}, BIC {{ company.bic }}, reference {{ booking.number }}.${SIGNATURE_EN}`,
      },
      de: {
        subject: 'Zahlung zu Buchung {{ booking.number }}',
        body: `{{ recipient.salutation }},\n\neine freundliche Erinnerung: von {{ booking.total }} für die Buchung {{ booking.number }} haben wir {{ booking.paid }} erhalten; {{ booking.open }} sind noch offen.\n\n${DUES_DE}\nIBAN {{ company.iban }}, BIC {{ company.bic }}, Verwendungszweck {{ booking.number }}.${SIGNATURE_DE}`,
      },
    },
  },
  {
    name: 'Cancellation',
    type: 'Cancellation',
    states: ['aborted'],
    attachments: ['cancellation'],
    texts: {
      en: {
        subject: 'Cancellation of booking {{ booking.number }}',
        body: `{{ recipient.salutation }},\n\nwe confirm the cancellation of your booking {{ booking.number }}. The details are attached.\n\nWe hope to welcome you another time.${SIGNATURE_EN}`,
      },
      de: {
        subject: 'Stornierung der Buchung {{ booking.number }}',
        body: `{{ recipient.salutation }},\n\nwir bestätigen die Stornierung Ihrer Buchung {{ booking.number }}. Die Einzelheiten finden Sie im Anhang.\n\nWir hoffen, Sie ein anderes Mal begrüßen zu dürfen.${SIGNATURE_DE}`,
      },
    },
  },
  {
    name: 'Invoice',
    type: 'Payment',
    states: ['planned', 'confirmed', 'resolved', 'aborted'],
    attachments: [],
    texts: {
      en: {
        subject: 'Your invoice for booking {{ booking.number }}',
        body: `{{ recipient.salutation }},\n\nplease find your invoice for booking {{ booking.number }} attached.\n\nOpen: {{ booking.open }}. IBAN {{ company.iban }}, reference {{ booking.number }}.${SIGNATURE_EN}`,
      },
      de: {
        subject: 'Ihre Rechnung zur Buchung {{ booking.number }}',
        body: `{{ recipient.salutation }},\n\nanbei erhalten Sie Ihre Rechnung zur Buchung {{ booking.number }}.\n\nOffen: {{ booking.open }}. IBAN {{ company.iban }}, Verwendungszweck {{ booking.number }}.${SIGNATURE_DE}`,
      },
    },
  },
  {
    name: 'Voucher',
    type: 'Information',
    states: ['confirmed'],
    attachments: ['voucher'],
    texts: {
      en: {
        subject: 'Your voucher for {{ booking.number }}',
        body: `{{ recipient.salutation }},\n\nyour trip is coming up! Please find your voucher attached and show it on arrival.\n\n${STAY_EN}${SIGNATURE_EN}`,
      },
      de: {
        subject: 'Ihr Voucher zu {{ booking.number }}',
        body: `{{ recipient.salutation }},\n\nbald geht es los! Im Anhang finden Sie Ihren Voucher; bitte zeigen Sie ihn bei der Ankunft vor.\n\n${STAY_DE}${SIGNATURE_DE}`,
      },
    },
  },
  {
    name: 'Guest form',
    type: 'Information',
    states: ['planned', 'confirmed'],
    attachments: [],
    texts: {
      en: {
        subject: 'Guest form for your booking {{ booking.number }}',
        body: `{{ recipient.salutation }},\n\nbefore you arrive, please fill in the guest form for every guest: passport, diving experience, medical questions and flights. It takes five minutes on a phone:\n\n{{ links.guestForm }}\n\n${STAY_EN}${SIGNATURE_EN}`,
      },
      de: {
        subject: 'Gästeformular zu Ihrer Buchung {{ booking.number }}',
        body: `{{ recipient.salutation }},\n\nbitte füllen Sie vor der Anreise für jeden Gast das Gästeformular aus: Reisepass, Taucherfahrung, Gesundheitsfragen und Flüge. Es dauert fünf Minuten, auch am Handy:\n\n{{ links.guestForm }}\n\n${STAY_DE}${SIGNATURE_DE}`,
      },
    },
  },
];
