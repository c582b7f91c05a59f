export * from './booking.ts';
export * from './booking-flow.ts';
export * from './booking-money.ts';
export * from './booking-states.ts';
export * from './trip-mail.ts';
