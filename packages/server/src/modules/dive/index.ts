export * from './dive-bindings.ts';
export * from './dive.routes.ts';
export * from './dive-plan.routes.ts';
export * from './dive-plan.service.ts';
