export * from './paging.ts';
