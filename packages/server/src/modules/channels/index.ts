export * from './channel-connections.ts';
export * from './channel-manager.ts';
export * from './channel-pushes.ts';
export * from './channels.routes.ts';
export * from './channex-adapter.ts';
export * from './ota-bookings.routes.ts';
export * from './ota-feed.ts';
export * from './ota-ingestion.ts';
