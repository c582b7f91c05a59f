export * from './todo.repository.ts';
export * from './todo.routes.ts';
