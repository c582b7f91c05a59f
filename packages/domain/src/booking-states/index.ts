export * from './booking-states.ts';
