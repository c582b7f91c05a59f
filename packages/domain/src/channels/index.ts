export * from './channel-connection.ts';
export * from './channel-mapping.ts';
export * from './channel-sync.ts';
export * from './ota-update.ts';
export * from './channel-restrictions.ts';
export * from './vessel-export.ts';
