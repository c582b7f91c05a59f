export * from './backup.routes.ts';
export * from './backup-state.ts';
export * from './secret-box.ts';
