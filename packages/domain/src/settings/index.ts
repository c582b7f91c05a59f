export * from './settings.ts';
export * from './setting-definitions.ts';
export * from './bootstrap.ts';
export * from './config-overview.ts';
export * from './dropbox-backups.ts';
