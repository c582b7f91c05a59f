export * from './dive-levels.ts';
export * from './dive-master-data.ts';
export * from './dive-settings.ts';
