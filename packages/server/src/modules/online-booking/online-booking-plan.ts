import {
  agentAgency,
  CUSTOMER_STAFF_SCOPES,
  type CreateBooking,
  type OnlineBookingCreate,
  type OnlineBookingDraft,
  type Principal,
} from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import { type NewCustomer, newCustomerRow } from '../../db/new-customers.ts';
import { customers } from '../../db/schema/index.ts';
import { forbidden, refusal, validationError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { freeRooms } from '../assets/index.ts';
import { OccupancyRepository } from '../assets/index.ts';
import { type Actor, SYSTEM_ACTOR } from '../../http/actor.ts';
import type { BookingService } from '../bookings/index.ts';
import { type BookingTarget, type QuoteCustomer, tripTarget } from '../bookings/index.ts';
import type { BookableRoom } from '../bookings/index.ts';
import { chosenProducts } from '../products/index.ts';

/** A public booking's booker and travellers as customers to be written with it. */
export interface OnlinePeople {
  booker: QuoteCustomer;
  /** One per place, in room order (the booker where a traveller is named like the booker). */
  guests: QuoteCustomer[];
  rows: NewCustomer[];
}

/** The booking pages act as the system, named so in the booking's history. */
export const ONLINE_ACTOR: Actor = { ...SYSTEM_ACTOR, name: 'Online booking', channel: 'online' };

/**
 * From what a guest chose to what the booking service books: the switches checked, the rooms
 * checked free (whole, or berth by berth in a shared cabin), the travellers made customers and put
 * in their places, the source `online` (or `agency` for an agent).
 */
export class OnlineBookingPlanner {
  private readonly occupancy: OccupancyRepository;

  constructor(
    private readonly services: Services,
    private readonly bookings: BookingService,
  ) {
    this.occupancy = new OccupancyRepository(services.database.db);
  }

  private get db() {
    return this.services.database.db;
  }

  /** The booking input of a draft: the rooms checked free, whole or by berth, guests in their places. */
  async input(
    draft: OnlineBookingDraft,
    principal: Principal,
    guests: string[],
    booker?: string,
  ): Promise<{
    input: CreateBooking;
    actor: Actor;
    plan: { target: BookingTarget; rooms: { room: BookableRoom; guests: number }[] };
  }> {
    const agent = principal.agency ?? null;
    const setting = agent ? 'allowAgencyBooking' : 'allowCustomerBooking';
    if (!(await this.services.settings.getBoolean('booking', setting, false))) throw forbidden();
    const where = draft.schedule
      ? await this.bookings.repository.schedule(draft.schedule)
      : { vessel: null, resort: draft.resort!, from: draft.dates!.from, to: draft.dates!.to, status: 'open' };
    if (!where || where.status === 'cancelled')
      throw validationError([{ path: 'schedule', message: 'No such trip' }]);
    const asset = (where.vessel ?? ('resort' in where ? where.resort : null))!;
    // Priced and booked alike: a stay the booking would refuse gets no price either.
    if (draft.dates) await this.bookings.limits.checkStay(draft.dates, 'dates.to');
    const { today } = await this.bookings.operatorDay();
    if (where.from <= today)
      throw validationError([
        {
          path: draft.schedule ? 'schedule' : 'dates.from',
          message: 'This date can no longer be booked online',
        },
      ]);
    const free = new Map(
      (await freeRooms(this.occupancy, asset, where.from, where.to)).map((room) => [room.id, room]),
    );
    const details = new Map(
      (await this.bookings.repository.rooms(draft.rooms.map((r) => r.room))).map((r) => [r.id, r]),
    );
    const queue = [...guests];
    const rooms: CreateBooking['rooms'] = draft.rooms.map((wanted, i) => {
      const room = details.get(wanted.room);
      const open = free.get(wanted.room);
      if (!room?.isActive || (room.vessel ?? room.resort) !== asset)
        throw validationError([{ path: `rooms.${i}.room`, message: 'No such cabin or room here' }]);
      if (!open || (!room.allowSharedRoom && !open.free) || open.freeBeds.length < wanted.guests)
        throw refusal('ROOM_TAKEN', `${room.name} was taken meanwhile: please choose again`, {
          params: {
            room: room.name,
          },
        });
      if (!room.allowSharedRoom && room.maxNoOfPax > 0 && wanted.guests > room.maxNoOfPax)
        throw validationError([
          { path: `rooms.${i}.guests`, message: `${room.name} sleeps at most ${room.maxNoOfPax}` },
        ]);
      return {
        room: room.id,
        guests: Array.from({ length: wanted.guests }, () => queue.shift() ?? null),
        ...(room.allowSharedRoom ? { beds: open.freeBeds.slice(0, wanted.guests) } : {}),
      };
    });
    // Read after the rooms: a taken cabin is the answer a guest most needs first.
    const products = await chosenProducts(this.db, asset, draft.products);
    const input: CreateBooking = {
      ...(draft.schedule ? { schedule: draft.schedule } : { resort: draft.resort, dates: draft.dates }),
      rooms,
      ...(booker ? { lead: booker } : {}),
      state: 'draft',
      source: agent ? 'agency' : 'online',
      bookingSource: null,
      category: null,
      ...(draft.currency ? { currency: draft.currency } : {}),
      language: draft.language,
      termsOfPayment: null,
      agency: agent,
      note: '',
      extras: {
        addons: draft.addons.map((a) => ({ supplement: a.addon, quantity: a.quantity })),
        specials: [],
        ...(products.length ? { products } : {}),
      },
      // The hold is the online booking's own (minutes, not days).
      optionUntil: null,
      ...(draft.referralCode ? { referralCode: draft.referralCode } : {}),
    };
    const target: BookingTarget = draft.schedule
      ? tripTarget(where as Parameters<typeof tripTarget>[0])
      : { type: 'resort', schedule: null, tour: null, vessel: null, resort: asset, ...draft.dates! };
    return {
      input,
      actor: agent ? { principal, name: 'Online booking (agent)', channel: 'online' } : ONLINE_ACTOR,
      plan: { target, rooms: draft.rooms.map((r) => ({ room: details.get(r.room)!, guests: r.guests })) },
    };
  }

  /**
   * The booker and every traveller as new customers, not written yet: they commit with the
   * booking (OnlineBookingService.create). A traveller named like the booker is the booker.
   * An agent's clients belong to its agency, as when it adds them by hand (domain customerReach).
   */
  people(body: OnlineBookingCreate, principal: Principal): OnlinePeople {
    const { booker } = body;
    const agency = agentAgency(principal, CUSTOMER_STAFF_SCOPES) ?? null;
    const rows: NewCustomer[] = [];
    const person = (p: {
      firstName: string;
      lastName: string;
      email?: string;
      phone?: string;
      country?: string;
    }) => {
      const row = { ...newCustomerRow({ ...p, customerType: 'online' }), agency };
      rows.push(row);
      return row as unknown as QuoteCustomer;
    };
    const lead = person(booker);
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    let bookerPlaced = false;
    const guests = body.guests.map((guest) => {
      if (!bookerPlaced && same(guest.firstName, booker.firstName) && same(guest.lastName, booker.lastName)) {
        bookerPlaced = true;
        return lead;
      }
      return person({ ...guest, country: booker.country });
    });
    return { booker: lead, guests, rows };
  }

  /** Writes the people of `people()` through the booking's transaction. */
  async insertPeople(tx: Db, people: OnlinePeople): Promise<void> {
    await tx.insert(customers).values(people.rows);
  }
}
