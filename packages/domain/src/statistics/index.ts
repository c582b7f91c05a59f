export * from './statistics-params.ts';
export * from './top-lists.ts';
