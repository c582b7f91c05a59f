export * from './ics.ts';
export * from './schedule-rules.ts';
export * from './tour.ts';
export * from './trip-availability.ts';
export * from './tour-answers.ts';
