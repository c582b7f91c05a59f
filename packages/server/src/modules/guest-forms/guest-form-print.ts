import {
  documentTexts,
  type GuestFormData,
  type GuestFormReview,
  MEDICAL_QUESTIONS,
  medicalYes,
} from '@seaberth/domain';
import type { FastifyReply } from 'fastify';
import type { Services } from '../../services.ts';
import { printDocument } from '../print/index.ts';
import { documentFrame } from '../print/index.ts';
import { readLetterhead } from '../print/index.ts';
import { renderPdf } from '../print/index.ts';
import type { PrintFormat } from '../print/index.ts';

const join = (parts: unknown[], separator = ' ') =>
  parts.filter((p) => p !== '' && p !== null && p !== undefined && p !== false).join(separator);

/** The form on paper as field and value: what the guest declared, for the file or the port authority. */
export function guestFormLines(data: GuestFormData): [string, string][] {
  const { masterData: m, contact: c, address: a, passport: p, diver: d, gear: g } = data;
  const travel = (t: GuestFormData['arrival']) => join([t.date, t.time, t.airline, t.flight, t.airport]);
  return [
    ['Name', join([m.title, m.firstName, m.middleName, m.lastName])],
    ['Birthday', m.birthday ?? ''],
    ['Nationality', m.nationality],
    ['E-mail', c.email],
    ['Phone', c.phone],
    ['Address', join([a.street, join([a.zip, a.city]), a.state, a.country], ', ')],
    ['Passport', join([p.number, p.nationality, p.expires ? `valid until ${p.expires}` : ''], ' · ')],
    ['Certification', join([d.certificationAgency, d.certificationLevel, d.certificationNumber], ' · ')],
    ['Dives', join([d.dives ?? '', d.lastDive ? `last ${d.lastDive}` : '', d.nitrox ? 'Nitrox' : ''], ' · ')],
    ['Insurance', join([d.insurance, d.insuranceNumber], ' · ')],
    ['Emergency contact', join([d.emergencyName, d.emergencyRelation, d.emergencyPhone], ' · ')],
    [
      'Gear',
      join(
        [
          g.wetsuit && `wetsuit ${g.wetsuit}`,
          g.bcd && `BCD ${g.bcd}`,
          g.fins && `fins ${g.fins}`,
          g.boots && `boots ${g.boots}`,
          g.heightCm && `${g.heightCm} cm`,
          g.weightKg && `${g.weightKg} kg`,
          g.rental && 'rental wanted',
        ],
        ' · ',
      ),
    ],
    ['Arrival', travel(data.arrival)],
    ['Departure', travel(data.departure)],
    [
      'Medical questionnaire',
      MEDICAL_QUESTIONS.map(
        (q) =>
          `${q.slice(1)}: ${data.medical.answers[q] === undefined ? '–' : data.medical.answers[q] ? 'YES' : 'no'}`,
      ).join('  ') + (medicalYes(data) ? " — a physician's evaluation is required" : ''),
    ],
    ...Object.entries(data.extra).map(([key, value]): [string, string] => [
      key,
      Array.isArray(value) ? value.join(', ') : String(value ?? ''),
    ]),
    ['Remarks', data.remarks],
    ['Consent', data.consent ? 'given' : 'not given'],
  ];
}

/** `GET /api/guestform/{id}/print`: HTML to print, or a PDF in the letterhead with the signature. */
export async function sendGuestFormPrint(
  reply: FastifyReply,
  services: Services,
  review: GuestFormReview,
  format: PrintFormat,
) {
  const { form, booking } = review;
  const title = `Guest form ${join([form.data.masterData.firstName, form.data.masterData.lastName]) || form.name}`;
  const subtitle = join(
    [
      booking.bookingNo,
      booking.place,
      `${booking.from} – ${booking.to}`,
      form.roomName && `${form.roomName}, bed ${form.bed}`,
      form.submittedAt && `sent ${form.submittedAt.slice(0, 10)}`,
    ],
    ' · ',
  );
  const rows = guestFormLines(form.data);
  if (format === 'html')
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(printDocument(title, subtitle, ['Field', 'Value'], rows));
  const letterhead = await readLetterhead(services);
  const frame = documentFrame(
    letterhead.company,
    letterhead.logo,
    documentTexts('en', letterhead.texts),
    title,
    subtitle,
  );
  const pdf = await renderPdf({
    ...frame,
    defaultStyle: { fontSize: 9 },
    content: [
      { text: title, style: 'title' },
      { text: subtitle, style: 'small', margin: [0, 2, 0, 10] },
      {
        table: {
          headerRows: 0,
          dontBreakRows: true,
          widths: [110, '*'],
          body: rows.map(([field, value]) => [{ text: field, bold: true }, { text: value }]),
        },
        layout: 'lightHorizontalLines',
      },
      ...(form.data.signature
        ? [
            { text: 'Signature', bold: true, margin: [0, 12, 0, 4] as [number, number, number, number] },
            { image: form.data.signature, width: 180 },
          ]
        : []),
    ],
  });
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(`${title}.pdf`)}`)
    .send(pdf);
}
