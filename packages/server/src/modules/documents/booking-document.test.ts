import { type BookingDetail, type Company, EMPTY_COMPANY } from '@seaberth/domain';
import { describe, expect, it } from 'vitest';
import { type BookingDocumentInput, bookingDocument } from './booking-document.ts';

const company: Company = {
  ...EMPTY_COMPANY,
  name: 'Blue Reef Diving GmbH',
  address: { street: 'Hafenstraße 1', zip: '20457', city: 'Hamburg', country: 'DE' },
  vatId: 'DE123456789',
  register: 'Amtsgericht Hamburg, HRB 123456',
  bankAccounts: [
    {
      bank: 'Haspa',
      holder: 'Blue Reef Diving GmbH',
      iban: 'DE89370400440532013000',
      bic: '',
      currency: 'EUR',
    },
  ],
};

const booking = {
  id: 'b1',
  bookingNo: '2027-00042',
  state: 'confirmed',
  language: 'de',
  currency: 'EUR',
  from: '2027-03-06',
  to: '2027-03-13',
  total: 135_000,
  paid: 40_000,
  optionUntil: null,
  cancelationDate: null,
  tour: 't1',
  vessel: 'v1',
  resort: null,
  rooms: [
    {
      id: 'rb1',
      roomName: 'Cabin 1',
      from: '2027-03-06',
      to: '2027-03-13',
      vessel: 'v1',
      guests: [{ customer: 'c1', fullName: 'Ana Diaz', bed: 0, variant: null }, null],
    },
  ],
  calculation: {
    entries: [
      {
        text: 'Northern reefs: Ana Diaz',
        amount: { amount: 135_000, currency: 'EUR' },
        customerType: 'Direct',
        type: 'price',
      },
      {
        text: 'Anzahlung',
        amount: { amount: 40_500, currency: 'EUR' },
        customerType: 'Info',
        type: 'deposit',
      },
    ],
    due: [
      { kind: 'deposit', amount: { amount: 40_500, currency: 'EUR' }, due: '2027-01-17' },
      { kind: 'rest', amount: { amount: 94_500, currency: 'EUR' }, due: '2027-02-04' },
    ],
  },
} as unknown as BookingDetail;

const input = (template: BookingDocumentInput['template']): BookingDocumentInput => ({
  template,
  booking,
  lead: { fullName: 'Ana Diaz', address: { street: 'Calle 5', zip: '28001', city: 'Madrid', country: 'ES' } },
  places: { trip: { tour: 'Northern reefs', vessel: 'MV Manta', from: '2027-03-06', to: '2027-03-13' } },
  company,
  logo: null,
  typeNames: new Map(),
  today: '2027-01-10',
});

/** Every text of a pdfmake definition (content, header and footer of page 1), in order. */
function textsOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(textsOf);
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) =>
      ['text', 'stack', 'columns', 'table', 'body'].includes(key) ? textsOf(value) : [],
    );
  return [];
}
const allTexts = (template: BookingDocumentInput['template']) => {
  const definition = bookingDocument(input(template));
  const header =
    typeof definition.header === 'function'
      ? definition.header(1, 1, { width: 595, height: 842 } as never)
      : [];
  const footer =
    typeof definition.footer === 'function'
      ? definition.footer(1, 2, { width: 595, height: 842 } as never)
      : [];
  // Intl puts a no-break space before the currency sign.
  return [...textsOf(definition.content), ...textsOf(header), ...textsOf(footer)]
    .join('\n')
    .replace(/\u00a0/g, ' ');
};

describe('a booking document', () => {
  it('confirms the booking in its language with prices, what falls due and where to pay', () => {
    const text = allTexts('confirmation');
    expect(text).toContain('Buchungsbestätigung 2027-00042');
    expect(text).toContain('Guten Tag Ana Diaz,');
    expect(text).toContain('Northern reefs (MV Manta), 06.03.2027 – 13.03.2027');
    expect(text).toContain('Ana Diaz, (wird noch benannt)');
    expect(text).toContain('1.350,00 €');
    expect(text).toContain('Anzahlung fällig 17.01.2027');
    expect(text).toContain('950,00 €');
    expect(text).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(text).toContain('Verwendungszweck: 2027-00042');
    // The legal footer: name, register, VAT id; pages counted.
    expect(text).toContain('Amtsgericht Hamburg, HRB 123456');
    expect(text).toContain('USt-IdNr. DE123456789');
    expect(text).toContain('Seite 1 von 2');
    // The GiroCode carries the open amount and the booking number.
    const qr = JSON.stringify(bookingDocument(input('confirmation')).content).match(/"qr":"([^"]+)"/)?.[1];
    expect(qr?.split('\\n')).toContain('EUR950.00');
    expect(qr?.split('\\n').at(-1)).toBe('2027-00042');
    expect(text).toContain('Scannen Sie den Code mit Ihrer Banking-App');
  });

  it('prints no prices on a voucher', () => {
    const text = allTexts('voucher');
    expect(text).toContain('Voucher 2027-00042');
    expect(text).toContain('Bitte zeigen Sie diesen Voucher bei der Ankunft vor.');
    expect(text).not.toContain('1.350,00 €');
  });

  it("names a resort's room and its nights by the room type's public name, never the room number or price list", () => {
    const stay = {
      ...booking,
      tour: null,
      vessel: null,
      resort: 'r1',
      rooms: [{ ...booking.rooms[0]!, roomName: 'R12', roomType: 'rt1', vessel: null }],
      calculation: {
        ...booking.calculation!,
        entries: [
          {
            text: 'Coral Bay all year: Ana Diaz (R12)',
            amount: { amount: 135_000, currency: 'EUR' },
            customerType: 'Direct',
            type: 'room_cost',
            customer: 'c1',
          },
        ],
      },
    } as unknown as BookingDetail;
    const definition = bookingDocument({
      ...input('confirmation'),
      booking: stay,
      places: { stay: { resort: 'Coral Bay', from: '2027-03-06', to: '2027-03-13' } },
      typeNames: new Map([['rt1', { de: 'Doppelzimmer Garten', en: 'Garden double' }]]),
    });
    const text = textsOf(definition.content).join('\n');
    expect(text).toContain('Doppelzimmer Garten\n06.03.2027 – 13.03.2027');
    expect(text).toContain('Doppelzimmer Garten: Ana Diaz');
    expect(text).not.toContain('R12');
    expect(text).not.toContain('Coral Bay all year');
  });

  it('asks for what is still to pay on the day, not the due plan as priced', () => {
    const at = (paid: number) => {
      const definition = bookingDocument({ ...input('confirmation'), booking: { ...booking, paid } });
      return textsOf(definition.content)
        .join('\n')
        .replace(/\u00a0/g, ' ');
    };
    // Part of the deposit paid: its remainder, then the balance.
    const part = at(40_000);
    expect(part).toContain('Anzahlung fällig 17.01.2027\n5,00 €');
    expect(part).toContain('Restzahlung fällig 04.02.2027\n945,00 €');
    // The deposit paid: only the balance is asked for, never the deposit again.
    const deposit = at(40_500);
    expect(deposit).not.toContain('Anzahlung fällig');
    expect(deposit).toContain('Restzahlung fällig 04.02.2027\n945,00 €');
    // Paid in full: nothing falls due.
    const paid = at(135_000);
    expect(paid).not.toContain('fällig');
    expect(paid).toContain('Offen\n0,00 €');
  });
});
