import { resourceDefinitions as d, RENTAL_ITEM_PRODUCT_ISSUE } from '@seaberth/domain';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { refusal, validationError } from '../../http/errors.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';
import { RentalRepository } from './rental.repository.ts';

/**
 * Rental items are plain records but for their state: `rented` comes and goes with a rental only,
 * so the form can neither set it nor clear it, and a rented item is not deleted. Rentals are listed
 * by the generic layer and written by renting and returning (rental.routes.ts).
 */
export function rentalBindings(db: Db): ResourceBinding[] {
  const repository = new RentalRepository(db);
  return [
    {
      definition: d.rentalitem,
      table: t.rentalItems,
      toRow: async (input, _request, existing) => {
        const product = await repository.product(String(input.product));
        if (product?.stockType !== 'ReusableGood') throw validationError([RENTAL_ITEM_PRODUCT_ISSUE]);
        const was = (existing?.state as string | undefined) ?? 'available';
        if (was === 'rented' || input.state === 'rented') return { ...input, state: was };
        return input;
      },
      mayChange: (existing, request) => {
        if (request.method === 'DELETE' && existing.state === 'rented')
          throw refusal(
            'RENTAL_ITEM_UNAVAILABLE',
            `Item ${String(existing.number)} is rented; take it back first`,
            {
              params: { item: String(existing.number), state: 'rented' },
            },
          );
      },
    },
    { definition: d.rental, table: t.rentals, hidden: ['userId'] },
  ];
}
