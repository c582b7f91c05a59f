import type { ArrivalDepartureDay, FrontDeskLine, FrontDeskRoom } from '@seaberth/domain';

/** A booked room on the desk's list; timestamps without offset read as the test machine's wall clock. */
export function deskRoom(id: string, name: string, extra: Partial<FrontDeskRoom> = {}): FrontDeskRoom {
  return {
    roomBooking: id,
    room: `room-${id}`,
    roomName: name,
    from: '2027-01-04',
    to: '2027-01-11',
    checkIn: null,
    checkOut: null,
    locked: false,
    guests: [],
    unnamed: 0,
    ...extra,
  };
}

export function deskLine(
  booking: string,
  bookingNo: string,
  extra: Partial<FrontDeskLine> = {},
): FrontDeskLine {
  return {
    booking,
    bookingNo,
    version: 1,
    state: 'confirmed',
    leadName: 'Lead',
    from: '2027-01-04',
    to: '2027-01-11',
    noOfPax: 2,
    currency: 'EUR',
    total: 100000,
    paid: 100000,
    open: 0,
    rooms: [],
    missingGuestData: 0,
    transfer: null,
    ...extra,
  };
}

/** Arriving on Monday 4 January 2027: one booking still to check in, one already in. */
export const arrivingAnna = deskLine('b1', 'B-1001', {
  version: 3,
  state: 'planned',
  leadName: 'Anna Berg',
  noOfPax: 3,
  total: 450000,
  paid: 100000,
  open: 350000,
  rooms: [
    deskRoom('rb1', 'Room 101', {
      guests: [
        { customer: 'k1', fullName: 'Anna Berg', missing: ['passport'] },
        { customer: 'k2', fullName: 'Ben Berg', missing: [] },
      ],
      unnamed: 1,
    }),
  ],
  missingGuestData: 2,
  transfer: { time: '14:30', flight: 'EK 42', note: '' },
});

export const arrivedFrank = deskLine('b3', 'B-1003', {
  leadName: 'Frank Gold',
  rooms: [deskRoom('rb5', 'Room 105', { checkIn: '2027-01-04T09:15:00' })],
});

/** Leaving on its booked day (4 January). */
export const leavingCarl = deskLine('b0', 'B-0990', {
  version: 7,
  leadName: 'Carl Dorn',
  from: '2026-12-28',
  to: '2027-01-04',
  rooms: [
    deskRoom('rb0', 'Room 102', { from: '2026-12-28', to: '2027-01-04', checkIn: '2026-12-28T13:00:00' }),
  ],
});

/** Leaving on 5 January in two rooms: checking out on the 4th leaves a night early. */
export const leavingEva = deskLine('b2', 'B-1002', {
  version: 5,
  leadName: 'Eva Fink',
  from: '2027-01-01',
  to: '2027-01-05',
  rooms: [
    deskRoom('rb2', 'Room 103', { from: '2027-01-01', to: '2027-01-05', checkIn: '2027-01-01T12:00:00' }),
    deskRoom('rb3', 'Room 104', { from: '2027-01-01', to: '2027-01-05', checkIn: '2027-01-01T12:10:00' }),
  ],
});

export const twoDays: ArrivalDepartureDay[] = [
  { date: '2027-01-04', arrivals: [arrivingAnna, arrivedFrank], departures: [leavingCarl] },
  { date: '2027-01-05', arrivals: [], departures: [leavingEva] },
];
