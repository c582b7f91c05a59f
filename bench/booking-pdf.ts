/**
 * A booking confirmation as a PDF, rendered on the server (pdfmake, no I/O): a 10-guest booking in
 * five cabins with a full calculation, due amounts, the letterhead with a logo and a GiroCode.
 * Target (issue 13): under 300 ms per document.
 *
 *   npx tsx bench/booking-pdf.ts
 */
import { performance } from 'node:perf_hooks';
import { type BookingDetail, type Company, EMPTY_COMPANY } from '@seaberth/domain';
import sharp from 'sharp';
import { bookingDocument } from '../packages/server/src/modules/documents/booking-document.ts';
import { renderPdf } from '../packages/server/src/modules/print/pdf.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UP = 5;

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
  footer: 'Dive with us in Komodo and Raja Ampat.',
};

const guests = Array.from({ length: 10 }, (_, i) => ({
  customer: `c${i}`,
  fullName: `Guest ${i + 1} Example`,
  bed: i % 2,
  variant: null,
}));
const rooms = Array.from({ length: 5 }, (_, i) => ({
  id: `r${i}`,
  room: `room${i}`,
  roomName: `Cabin ${i + 1}`,
  roomType: 'deluxe',
  from: '2027-03-06',
  to: '2027-03-13',
  beds: null,
  checkIn: null,
  checkOut: null,
  locked: false,
  guests: guests.slice(i * 2, i * 2 + 2),
}));
const line = (text: string, amount: number) => ({
  text,
  amount: { amount, currency: 'EUR' },
  customerType: 'Customer',
});
const booking = {
  id: 'b1',
  bookingNo: '2027-00042',
  state: 'confirmed',
  language: 'de',
  currency: 'EUR',
  from: '2027-03-06',
  to: '2027-03-13',
  total: 1_500_000,
  paid: 450_000,
  rooms,
  calculation: {
    entries: [
      ...guests.map((g) => line(`Northern reefs: ${g.fullName}`, 135_000)),
      line('Nitrox, 10 guests', 75_000),
      line('Equipment, 4 guests', 60_000),
      line('Park fees', 15_000),
    ],
    due: [
      { kind: 'deposit', amount: { amount: 450_000, currency: 'EUR' }, due: '2027-01-17' },
      { kind: 'rest', amount: { amount: 1_050_000, currency: 'EUR' }, due: '2027-02-04' },
    ],
  },
} as unknown as BookingDetail;

const logoPng = await sharp({
  create: { width: 600, height: 180, channels: 3, background: { r: 11, g: 79, b: 108 } },
})
  .png()
  .toBuffer();
const input = {
  template: 'confirmation' as const,
  booking,
  lead: {
    fullName: 'Guest 1 Example',
    address: { street: 'Calle 5', zip: '28001', city: 'Madrid', country: 'ES' },
  },
  places: { trip: { tour: 'Northern reefs', vessel: 'MV Manta', from: '2027-03-06', to: '2027-03-13' } },
  company,
  logo: `data:image/png;base64,${logoPng.toString('base64')}`,
  // A trip booking: its cabins keep their own names, no room type is looked up.
  typeNames: new Map(),
  today: '2027-01-10',
};

const times: number[] = [];
let bytes = 0;
for (let i = 0; i < WARM_UP + RUNS; i++) {
  const started = performance.now();
  const pdf = await renderPdf(bookingDocument(input));
  if (i >= WARM_UP) times.push(performance.now() - started);
  bytes = pdf.length;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(`confirmation PDF, 10 guests, logo and GiroCode (${bytes} bytes), ${RUNS} runs`);
console.log(`median ${at(0.5)} ms · p95 ${at(0.95)} ms · max ${at(1)} ms`);
