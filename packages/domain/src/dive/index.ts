export * from './dive-levels.ts';
export * from './dive-master-data.ts';
export * from './dive-settings.ts';
export * from './dive-log.ts';
export * from './dive-log-billing.ts';
export * from './dive-log-reports.ts';
export * from './uddf.ts';
