export * from './booking.ts';
export * from './booking-flow.ts';
export * from './booking-money.ts';
export * from './booking-states.ts';
export * from './trip-mail.ts';
export * from './display-color.ts';
export * from './front-desk.ts';
export * from './arrival-departure.ts';
