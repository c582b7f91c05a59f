export * from './todo.repository.ts';
export * from './todo.routes.ts';
export * from './todo-rule-engine.ts';
export * from './todo-rules.jobs.ts';
export * from './todo-rules.routes.ts';
