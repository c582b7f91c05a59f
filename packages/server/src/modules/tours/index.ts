export * from './bookable.routes.ts';
export * from './calendar.routes.ts';
export * from './tour-bindings.ts';
export * from './tours.repository.ts';
export * from './tours.routes.ts';
export * from './trip-guests.routes.ts';
export * from './vessel-list.routes.ts';
