export * from './events.routes.ts';
export * from './live-streams.ts';
