import { isDueForService, type RentInput, type RentalRecord, stateAfterReturn } from '@seaberth/domain';
import { sqlConstraint, sqlState } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound, refusal } from '../../http/errors.ts';
import { toWire } from '../../http/resource-routes.ts';
import type { Services } from '../../services.ts';
import type { PosService } from '../pos/index.ts';
import { type RentalRow, RentalRepository } from './rental.repository.ts';

/**
 * Renting gear (issue 35): an item to an in-house guest, charged once on the guest's folio through
 * the counter's own `onsite` sale, and given back. The item's row lock and the partial unique index
 * on open rentals (rentals_item_open_key) let exactly one of two rentals of one item through.
 */
export class RentalService {
  readonly repository: RentalRepository;

  constructor(
    private readonly services: Services,
    private readonly pos: PosService,
  ) {
    this.repository = new RentalRepository(services.database.db);
  }

  async rent(input: RentInput, actor: Actor): Promise<RentalRecord> {
    const today = await this.services.calendar.today();
    const guest = await this.inHouseGuest(input.roomBooking, input.customer, today);
    const reserved = await this.reserve(input.item, guest, today, actor);
    const product = await this.repository.product(reserved.product);
    // A free product (gear included in a package) is lent without a sale.
    if (!product || product.amount <= 0) return present(reserved);
    let receipt: Awaited<ReturnType<PosService['onsite']>>;
    try {
      // The sale runs in the counter's own transaction (it locks the booking); the rental was
      // committed first so a second rental of the item is refused at once, and is taken back if
      // the sale is refused (till closed, not enough stock), so no rental stays without its charge.
      receipt = await this.pos.onsite(
        input.roomBooking,
        { till: input.till, customer: guest.customer, items: [{ product: product.id, quantity: 1 }] },
        actor,
      );
    } catch (error) {
      await this.release(reserved);
      throw error;
    }
    const line = receipt.lines.find((l) => l.product === product.id) ?? receipt.lines[0];
    return present(
      await this.repository.updateRental(reserved.id, {
        posTransaction: receipt.id,
        posLine: line?.id ?? null,
      }),
    );
  }

  /** `POST /api/rental/{id}/return`: the item back on the shelf, or to the workshop when due. */
  async giveBack(id: string, actor: Actor): Promise<RentalRecord> {
    const today = await this.services.calendar.today();
    const row = await this.repository.transaction(async (repo) => {
      const rental = await repo.lockRental(id);
      if (!rental) throw notFound('Rental');
      if (rental.returnedAt)
        throw refusal(
          'RENTAL_RETURNED',
          `${rental.productName} ${rental.itemNumber} has been returned already`,
          {
            params: { item: `${rental.productName} ${rental.itemNumber}` },
          },
        );
      const item = await repo.lockItem(rental.item);
      if (item) await repo.setItemState(item.id, stateAfterReturn(item as ItemState, today));
      return repo.updateRental(id, {
        returnedAt: this.services.clock.now(),
        returnedOn: today,
        userName: rental.userName || (actor.name ?? ''),
      });
    });
    return present(row);
  }

  /** `GET /api/rental/out`: the gear out on the days from `from` to `to`, as the dive log shows it. */
  async out(query: { from: string; to?: string; customer?: string }): Promise<RentalRecord[]> {
    const rows = await this.repository.out({ ...query, to: query.to ?? query.from });
    return rows.map(present);
  }

  async one(id: string): Promise<RentalRecord> {
    const row = await this.repository.rental(id);
    if (!row) throw notFound('Rental');
    return present(row);
  }

  /** The rental written and the item marked rented, in one transaction with the item locked. */
  private async reserve(itemId: string, guest: Guest, today: string, actor: Actor): Promise<RentalRow> {
    try {
      return await this.repository.transaction(async (repo) => {
        const item = await repo.lockItem(itemId);
        if (!item) throw notFound('Rental item');
        const product = await repo.product(item.product);
        const label = `${product?.name ?? ''} ${item.number}`.trim();
        if (item.state === 'rented') throw unavailable(label, item.state);
        if (isDueForService(item as ItemState, today))
          throw item.state === 'retired'
            ? unavailable(label, item.state)
            : refusal(
                'RENTAL_SERVICE_DUE',
                `${label} is due for service (${item.nextService ?? item.state}) and cannot be rented`,
                { params: { item: label, date: item.nextService ?? '' } },
              );
        await repo.setItemState(item.id, 'rented');
        return repo.insertRental({
          item: item.id,
          product: item.product,
          productName: product?.name ?? '',
          itemNumber: item.number,
          size: item.size,
          customer: guest.customer,
          customerName: guest.fullName,
          booking: guest.booking,
          roomBooking: guest.roomBooking,
          roomName: guest.roomName,
          from: today,
          userId: actor.userId ?? null,
          userName: actor.name ?? '',
        });
      });
    } catch (error) {
      // The lock queues a second rental behind the first; the index is the last word regardless.
      if (sqlState(error) === '23505' && sqlConstraint(error) === 'rentals_item_open_key')
        throw unavailable('This item', 'rented');
      throw error;
    }
  }

  /** A rental whose sale was refused: gone again, the item as it was. */
  private async release(rental: RentalRow): Promise<void> {
    await this.repository.transaction(async (repo) => {
      await repo.lockItem(rental.item);
      await repo.deleteRental(rental.id);
      await repo.setItemState(rental.item, 'available');
    });
  }

  private async inHouseGuest(roomBooking: string, customer: string | undefined, today: string) {
    const room = await this.pos.repository.roomBooking(roomBooking);
    if (!room) throw notFound('Room booking');
    const guests = await this.pos.repository.inHouse(today, { roomBooking });
    const guest = customer ? guests.find((g) => g.customer === customer) : guests[0];
    if (!guest)
      throw refusal(
        'GUEST_NOT_IN_HOUSE',
        `The guest is not in house in ${room.roomName} today; only guests in house rent gear on their room`,
        { params: { room: room.roomName } },
      );
    return guest;
  }
}

type Guest = Awaited<ReturnType<PosService['repository']['inHouse']>>[number];
type ItemState = Parameters<typeof isDueForService>[0];

const unavailable = (item: string, state: string) =>
  refusal('RENTAL_ITEM_UNAVAILABLE', `${item} is ${state} and cannot be rented now`, {
    params: { item, state },
  });

function present(row: RentalRow): RentalRecord {
  return toWire(row, ['userId']) as unknown as RentalRecord;
}
