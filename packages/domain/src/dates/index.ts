export * from './calendar-days.ts';
export * from './date-formats.ts';
export * from './timestamps.ts';
export * from './weekday-rules.ts';
export * from './zoned-time.ts';
export * from './iso-date-schema.ts';
export * from './date-range.ts';
