export * from './statistics-params.ts';
export * from './top-lists.ts';
export * from './income-by-month.ts';
export * from './repeaters.ts';
export * from './occupancy.ts';
export * from './trip-load.ts';
export * from './ages.ts';
export * from './top-items.ts';
