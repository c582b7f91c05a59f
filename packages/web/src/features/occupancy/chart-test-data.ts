import { type ChartBar, DEFAULT_DISPLAY_SETTINGS, type OccupancyChart } from '@seaberth/domain';

/** A booked room on the chart of the test resort (G2, 3 nights from 2027-03-03, two guests). */
export function chartBar(over: Partial<ChartBar> = {}): ChartBar {
  return {
    roomBooking: 'rb1',
    booking: 'b1',
    bookingNo: '2027-00001',
    version: 1,
    state: 'confirmed',
    room: 'g2',
    beds: null,
    from: '2027-03-03',
    to: '2027-03-06',
    leadName: 'Anna Berg',
    guests: ['Anna Berg', 'Ben Berg'],
    pax: 2,
    noOfPax: 2,
    currency: 'EUR',
    total: 30000,
    paid: 10000,
    category: null,
    checkIn: null,
    checkOut: null,
    locked: false,
    hasFoc: false,
    optionUntil: null,
    ...over,
  };
}

/** The test resort's chart for 2027-03-01 … 2027-03-15: two doubles, a shared dorm, one retired room. */
export function chartAnswer(over: Partial<OccupancyChart> = {}): OccupancyChart {
  return {
    resort: { id: 'r1', name: 'Coral Garden' },
    from: '2027-03-01',
    to: '2027-03-15',
    today: '2027-03-04',
    roomTypes: [
      { id: 't2', name: 'Garden Double' },
      { id: 't1', name: 'Dive Dorm' },
    ],
    rooms: [
      {
        id: 'g10',
        name: 'G10',
        roomType: 't2',
        availableBeds: 2,
        places: [0, 1],
        allowSharedRoom: false,
        isActive: true,
      },
      {
        id: 'g2',
        name: 'G2',
        roomType: 't2',
        availableBeds: 2,
        places: [0, 1],
        allowSharedRoom: false,
        isActive: true,
      },
      {
        id: 'dorm',
        name: 'Dorm A',
        roomType: 't1',
        availableBeds: 3,
        places: [0, 1, 2],
        allowSharedRoom: true,
        isActive: true,
      },
      {
        id: 'old',
        name: 'Old',
        roomType: 't2',
        availableBeds: 2,
        places: [0, 1],
        allowSharedRoom: false,
        isActive: false,
      },
    ],
    bars: [chartBar()],
    blockers: [],
    categories: [{ id: 'c1', name: 'Group', color: '#7b4fa6' }],
    display: DEFAULT_DISPLAY_SETTINGS,
    weekend: { arrivalDays: [], departureDays: [] },
    ...over,
  };
}
