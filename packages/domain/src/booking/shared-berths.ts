/** What decides whether a shared cabin or dorm mixes genders (SPEC §3 room flags). */
export interface SharedRoomRules {
  name: string;
  allowSharedRoom: boolean;
  allowMixedGender: boolean;
}

export type SharedGender =
  | { gender: 'm' | 'f' | null; problem?: undefined }
  | { gender?: undefined; problem: string };

/**
 * The gender a booked room's beds are held for. Only beds booked one by one in a shared room that
 * does not mix genders carry one: all its guests must be known to be of that one gender, so the
 * database can refuse a guest of the other gender in the same room on the same nights. A whole
 * room, or a room that mixes, carries none.
 */
export function sharedGender(
  room: SharedRoomRules,
  beds: readonly number[] | null,
  guests: readonly { fullName: string; gender: string | null }[],
): SharedGender {
  if (!beds || !room.allowSharedRoom || room.allowMixedGender) return { gender: null };
  const unknown = guests.find((g) => g.gender !== 'm' && g.gender !== 'f');
  if (unknown) return { problem: `${room.name} is shared by gender: give the gender of ${unknown.fullName}` };
  if (!guests.length) return { problem: `${room.name} is shared by gender: name the guests of its beds` };
  const genders = new Set(guests.map((g) => g.gender));
  if (genders.size > 1) return { problem: `${room.name} takes guests of one gender only; book them apart` };
  return { gender: guests[0]!.gender as 'm' | 'f' };
}
