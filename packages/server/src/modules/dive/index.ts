export * from './dive-bindings.ts';
export * from './dive.routes.ts';
