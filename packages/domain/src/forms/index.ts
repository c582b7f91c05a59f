export * from './form-definition.ts';
export * from './form-writes.ts';
