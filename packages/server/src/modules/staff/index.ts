export * from './staff-bindings.ts';
