export * from './pos.ts';
export * from './tse.ts';
export * from './pos-closing.ts';
