import { describe, expect, it } from 'vitest';
import { seaberthColumnOf, seaberthGuests, seaberthRooms, splitLeadName } from './booking-import-seaberth.ts';

describe('reading another Seaberth’s bookings export', () => {
  it('finds the export’s columns by their English or German header', () => {
    expect(seaberthColumnOf('Rooms or cabins')).toBe('rooms');
    expect(seaberthColumnOf('Zimmer oder Kabinen')).toBe('rooms');
    expect(seaberthColumnOf('Hauptgast')).toBe('lead');
    expect(seaberthColumnOf('Währung')).toBe('currency');
    // Paid and agency are left aside.
    expect(seaberthColumnOf('Bezahlt')).toBeUndefined();
  });

  it('reads the rooms with their places; a name may hold brackets, only a trailing count is one', () => {
    expect(seaberthRooms('R1 (2), R2 (1)')).toEqual([
      { name: 'R1', places: 2 },
      { name: 'R2', places: 1 },
    ]);
    expect(seaberthRooms('Suite (sea view), Cabin 4')).toEqual([
      { name: 'Suite (sea view)', places: null },
      { name: 'Cabin 4', places: null },
    ]);
    expect(seaberthRooms(' ')).toEqual([]);
  });

  it('takes the places written, else shares the guests out, at least one a room', () => {
    expect(seaberthGuests(seaberthRooms('R1 (2), R2 (1)'), 9)).toEqual([2, 1]);
    expect(seaberthGuests(seaberthRooms('R1, R2, R3'), 5)).toEqual([2, 2, 1]);
    expect(seaberthGuests(seaberthRooms('R1, R2'), 1)).toEqual([1, 1]);
  });

  it('splits the lead’s full name at its last space', () => {
    expect(splitLeadName('Ana Maria Silva')).toEqual({ firstName: 'Ana Maria', lastName: 'Silva' });
    expect(splitLeadName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Cher' });
  });
});
