export * from './booking-setup.ts';
