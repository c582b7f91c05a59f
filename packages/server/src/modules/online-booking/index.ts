export * from './online-booking.routes.ts';
export * from './online-booking.service.ts';
export * from './online-catalog.ts';
