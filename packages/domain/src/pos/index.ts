export * from './pos.ts';
export * from './pos-closing.ts';
