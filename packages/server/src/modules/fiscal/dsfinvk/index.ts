export * from './dsfinvk-build.ts';
export * from './dsfinvk-files.ts';
export * from './dsfinvk-tables.ts';
