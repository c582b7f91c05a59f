export * from './platform-bindings.ts';
