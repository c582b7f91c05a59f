import {
  BOOKING_STATES,
  canSeeAsset,
  formatDate,
  holdsBeds,
  inManifestOrder,
  manifestLines,
  nightsBetween,
  type Principal,
  medicalYes,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { AssetPrintsRepository } from '../assets/index.ts';
import { bedSleeps, capacityOf } from '../assets/index.ts';
import { travelDocument } from '../bookings/index.ts';
import { type TripGuestRow, TripGuestsRepository } from '../bookings/index.ts';
import { type PrintTable, printAnswer, printFormatSchema, printTable, sendPrint } from '../print/index.ts';

/** Column headings for the guest fields a list prints. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  nationality: 'Nationality',
  passport: 'Passport',
  passportExpires: 'Passport valid until',
  birthday: 'Birthday',
  certification: 'Certification',
  dives: 'Dives',
  medical: 'Medical',
  cabin: 'Cabin',
  role: 'Role',
};
const label = (field: string) => FIELD_LABELS[field] ?? field;

/** What a passenger list prints of a guest in each of its columns. */
function guestCell(guest: TripGuestRow | undefined, field: string): string {
  if (!guest) return '';
  const master = guest.masterData;
  switch (field) {
    case 'name':
      return `${master.lastName}, ${master.firstName}`;
    case 'nationality':
      return master.nationality || guest.passport.nationality;
    case 'passport':
      return guest.passport.number;
    case 'passportExpires':
      return formatDate(guest.passport.expires);
    case 'birthday':
      return formatDate(master.birthday);
    // What the guest form brought: the diver's level and experience, and whether a physician must
    // clear the diver first (a yes in the medical questionnaire).
    case 'certification':
      return travelDocument(guest).certification;
    case 'dives':
      return guest.diver.dives == null ? '' : String(guest.diver.dives);
    case 'medical':
      if (!guest.medicalAnswers) return '';
      return medicalYes({ medical: { answers: guest.medicalAnswers } }) ? "Physician's form needed" : 'Fit';
    case 'role':
      return 'Guest';
    default:
      return '';
  }
}

const ON_BOARD = BOOKING_STATES.filter(holdsBeds);

/**
 * GET /api/vessellist/{listId}/print/{scheduleId}: a vessel list for one trip. A passenger list
 * has a line per guest on board (offers, reservations and bookings) with the bed they sleep in;
 * a free bed is no passenger, so it has no line.
 */
export function registerVesselListRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.database;
  const tripGuests = new TripGuestsRepository(db);
  const prints = new AssetPrintsRepository(db);

  /** List `listId` printed for trip `scheduleId`. */
  async function printTripList(
    principal: Principal,
    listId: string,
    scheduleId: string,
  ): Promise<PrintTable> {
    const list = await prints.vesselList(listId);
    const trip = await prints.trip(scheduleId);
    if (!trip || !canSeeAsset(principal, 'vessel', trip.schedule.vessel)) throw notFound('Schedule');
    // A list made for another vessel does not print for this trip.
    if (!list || (list.vessel && list.vessel !== trip.schedule.vessel)) throw notFound('Vessel list');
    const { from, to } = trip.schedule;
    const title = `${list.name}: ${trip.vessel}`;
    const subtitle = `${trip.tour}, ${formatDate(from)} – ${formatDate(to)} (${nightsBetween(from, to)} nights)`;
    let table: PrintTable;
    if (list.kind === 'crew') {
      const crew = await prints.activeStaff({ vessel: trip.schedule.vessel });
      const fields = list.fields.filter((f) => f !== 'name' && f !== 'role');
      table = printTable(
        title,
        subtitle,
        ['Name', 'Role', ...fields.map(label)],
        crew.map((e) => [`${e.lastName}, ${e.firstName}`, e.role, ...fields.map(() => '')]),
      );
    } else {
      const sleepsOf = await bedSleeps(db);
      const cabinRows = await prints.activeCabins(trip.schedule.vessel);
      // Places by the one capacity rule; the manifest's order (deck, then "Cabin 2" before "Cabin 10").
      const cabins = cabinRows.map((row) => {
        const capacity = capacityOf(row, sleepsOf);
        return {
          ...row,
          capacity,
          places: capacity.places,
          sleepers: capacity.all,
          beds: row.capacityBeds.filter((b) => b.active).length,
        };
      });
      if (list.kind === 'cabins') {
        table = printTable(
          title,
          subtitle,
          ['Cabin', 'Deck', 'Beds', 'Guests'],
          inManifestOrder(cabins).map((c) => [
            c.name,
            c.deck ?? '',
            c.beds,
            `${c.capacity.min}–${c.capacity.max}`,
          ]),
        );
      } else {
        const fields = list.fields.filter((f) => f !== 'cabin');
        const guests = await tripGuests.guests(scheduleId, ON_BOARD);
        // One line per guest on board: an empty bed is no passenger.
        const rows = manifestLines(cabins, guests).map(({ cabin, place, guest }) => [
          cabin.name,
          place,
          ...fields.map((f) => guestCell(guest, f)),
        ]);
        table = printTable(title, subtitle, ['Cabin', 'Bed', ...fields.map(label)], rows);
      }
    }
    return table;
  }

  const access = { scopes: ['vessel.read', 'schedules.read'], features: ['vessel' as const] };
  r.get(
    '/api/vessellist/:listId/print/:scheduleId',
    {
      config: { access },
      schema: {
        tags: ['vessellist'],
        params: z.object({ listId: z.uuid(), scheduleId: z.uuid() }),
        querystring: printFormatSchema,
        response: { 200: printAnswer },
      },
    },
    async (request, reply) =>
      sendPrint(
        reply,
        services,
        await printTripList(request.principal, request.params.listId, request.params.scheduleId),
        request.query.format,
      ),
  );
  // SPEC §7 schedule `printList/{template}`: the same print seen from the trip; the template is a vessel list.
  r.get(
    '/api/schedule/:id/printList/:template',
    {
      config: { access },
      schema: {
        tags: ['schedule'],
        params: z.object({ id: z.uuid(), template: z.uuid() }),
        querystring: printFormatSchema,
        response: { 200: printAnswer },
      },
    },
    async (request, reply) =>
      sendPrint(
        reply,
        services,
        await printTripList(request.principal, request.params.template, request.params.id),
        request.query.format,
      ),
  );
}
