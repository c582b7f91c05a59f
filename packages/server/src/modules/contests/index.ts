export * from './contest-bindings.ts';
export * from './contests.routes.ts';
export * from './contests.service.ts';
export { contestDerivedColumns } from './contests.repository.ts';
