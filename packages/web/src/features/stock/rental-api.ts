import type { RentInput } from '@seaberth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { resourceKeys } from '../../resources/use-resource.ts';

/** Renting or returning changes the items, the rentals and a folio: their lists are dropped together. */
const itemKeys = resourceKeys('rentalitem');
const rentalKeys = resourceKeys('rental');

function useRentalDone() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: itemKeys.all }),
      client.invalidateQueries({ queryKey: rentalKeys.all }),
      client.invalidateQueries({ queryKey: resourceKeys('pos').all }),
    ]);
}

/** `GET /api/rental/out`: the rentals out on a day (returned ones of that day included). */
export function useRentalsOut(day: string) {
  return useQuery({
    queryKey: [...rentalKeys.all, 'out', day],
    queryFn: () => api.GET('/api/rental/out', { query: { from: day } }),
  });
}

/** `GET /api/pos/guests`: in-house guests to rent to, by name, room or booking number. */
export function useRentalGuests(search: string, till: string | null) {
  return useQuery({
    queryKey: [...rentalKeys.all, 'guests', search, till],
    queryFn: () =>
      api.GET('/api/pos/guests', { query: { ...(search ? { search } : {}), ...(till ? { till } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/rental`: the item to the guest, charged on their room at the till. */
export function useRent() {
  const done = useRentalDone();
  return useMutation({
    mutationFn: (body: RentInput) => api.POST('/api/rental', { body }),
    onSuccess: done,
  });
}

/** `POST /api/rental/{id}/return`. */
export function useReturnRental() {
  const done = useRentalDone();
  return useMutation({
    mutationFn: (id: string) => api.POST('/api/rental/{id}/return', { path: { id } }),
    onSuccess: done,
  });
}
