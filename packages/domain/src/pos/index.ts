export * from './pos.ts';
export * from './tse.ts';
