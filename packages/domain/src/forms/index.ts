export * from './form-definition.ts';
