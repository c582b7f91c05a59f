export * from './online-booking.ts';
export * from './online-hold-limits.ts';
export * from './public-names.ts';
export * from './widget.ts';
export * from './public-pages.ts';
