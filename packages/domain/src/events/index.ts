export * from './live-events.ts';
